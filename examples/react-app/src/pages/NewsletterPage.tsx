import { BeckonEmbed } from '@beckon/react';

export function NewsletterPage({ embedId, height }: { embedId: string; height: number }) {
  return (
    <>
      <h1>Our weekly newsletter</h1>
      <p>One email a week: what we roast, what we drink, and a recipe.</p>
      <BeckonEmbed id={embedId} minHeight={height} className="embed" />
      <p id="after-embed">We never share your address. Unsubscribe from any letter in one click.</p>
    </>
  );
}
