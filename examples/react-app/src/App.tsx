import { BeckonProvider } from '@beckon/react';
import { Route, Routes } from 'react-router';
import type { AppConfig } from './config.js';
import { EventLogProvider } from './event-log.js';
import { Layout } from './Layout.js';
import { EventsPage } from './pages/EventsPage.js';
import { HomePage } from './pages/HomePage.js';
import { NewsletterPage } from './pages/NewsletterPage.js';

/** One provider at the top: every route shares the widget it loaded, so navigating never loads it again. */
export function App({ config }: { config: AppConfig | null }) {
  if (!config) {
    return (
      <main className="page">
        <h1>Beckon is not configured</h1>
        <p>
          Open this app with <code>?server=https://your-beckon-server&amp;client=CLIENT_ID&amp;popup=POPUP_ID&amp;embed=EMBED_ID&amp;height=380</code>.
        </p>
      </main>
    );
  }
  return (
    <BeckonProvider server={config.server} clientId={config.clientId}>
      <EventLogProvider>
        <Layout>
          <Routes>
            <Route path="/" element={<HomePage popupId={config.popupId} />} />
            <Route path="/newsletter" element={<NewsletterPage embedId={config.embedId} height={config.embedHeight} />} />
            <Route path="/events" element={<EventsPage />} />
          </Routes>
        </Layout>
      </EventLogProvider>
    </BeckonProvider>
  );
}
