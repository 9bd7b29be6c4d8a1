import { useBeckon } from '@beckon/react';

export function HomePage({ popupId }: { popupId: string }) {
  const { open } = useBeckon();
  return (
    <>
      <h1>Fresh beans every Friday</h1>
      <p>Single-origin coffee roasted by the harbour, at your door the day after roasting.</p>
      <button type="button" className="cta" onClick={() => open(popupId)}>
        See the spring offer
      </button>
    </>
  );
}
