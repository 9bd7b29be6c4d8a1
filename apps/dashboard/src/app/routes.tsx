import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from '../pages/Layout.js';
import { LoginPage } from '../pages/LoginPage.js';
import { SignupPage } from '../pages/account/SignupPage.js';
import { OverviewPage } from '../pages/OverviewPage.js';
import { SitesPage } from '../pages/sites/SitesPage.js';
import { PopupsPage } from '../pages/popups/PopupsPage.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';

// The pages an owner starts on load with the app; the rest (the editor and the charts above all)
// load when first opened, so the first visit downloads what it shows.
const EditorPage = lazy(() => import('../editor/EditorPage.js').then((m) => ({ default: m.EditorPage })));
const ResultsPage = lazy(() => import('../pages/results/ResultsPage.js').then((m) => ({ default: m.ResultsPage })));
const NewPopupPage = lazy(() => import('../pages/popups/NewPopupPage.js').then((m) => ({ default: m.NewPopupPage })));
const LeadsPage = lazy(() => import('../pages/leads/LeadsPage.js').then((m) => ({ default: m.LeadsPage })));
const ChatSetupPage = lazy(() => import('../pages/chat/ChatSetupPage.js').then((m) => ({ default: m.ChatSetupPage })));
const ContentKitPage = lazy(() => import('../pages/content-kit/ContentKitPage.js').then((m) => ({ default: m.ContentKitPage })));
const ListsPage = lazy(() => import('../pages/lists/ListsPage.js').then((m) => ({ default: m.ListsPage })));
const SignupFormsPage = lazy(() => import('../pages/signup-forms/SignupFormsPage.js').then((m) => ({ default: m.SignupFormsPage })));
const SignupFormBuilderPage = lazy(() => import('../pages/signup-forms/SignupFormBuilderPage.js').then((m) => ({ default: m.SignupFormBuilderPage })));
const SubscribersPage = lazy(() => import('../pages/subscribers/SubscribersPage.js').then((m) => ({ default: m.SubscribersPage })));
const AbandonmentPage = lazy(() => import('../pages/store/AbandonmentPage.js').then((m) => ({ default: m.AbandonmentPage })));
const ProductsPage = lazy(() => import('../pages/store/products/ProductsPage.js').then((m) => ({ default: m.ProductsPage })));
const DiscountCodesPage = lazy(() => import('../pages/store/discounts/DiscountCodesPage.js').then((m) => ({ default: m.DiscountCodesPage })));
const IntegrationsPage = lazy(() => import('../pages/integrations/IntegrationsPage.js').then((m) => ({ default: m.IntegrationsPage })));
const NotificationsPage = lazy(() => import('../pages/notifications/NotificationsPage.js').then((m) => ({ default: m.NotificationsPage })));
const AccountPage = lazy(() => import('../pages/account/AccountPage.js').then((m) => ({ default: m.AccountPage })));

const loading = (what: string, page: ReactNode) => (
  <Suspense
    fallback={
      <p className="page-status" role="status">
        Loading {what}…
      </p>
    }
  >
    {page}
  </Suspense>
);

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'sites', element: <SitesPage /> },
      { path: 'poptins', element: <PopupsPage /> },
      { path: 'poptins/new', element: loading('the gallery', <NewPopupPage />) },
      { path: 'poptins/:id/edit', element: loading('the editor', <EditorPage />) },
      { path: 'leads', element: loading('leads', <LeadsPage />) },
      { path: 'results', element: loading('results', <ResultsPage />) },
      { path: 'chat', element: loading('the chat widget setup', <ChatSetupPage />) },
      { path: 'content-kit', element: loading('the content kit setup', <ContentKitPage />) },
      { path: 'lists', element: loading('your lists', <ListsPage />) },
      { path: 'signup-forms', element: loading('sign-up forms', <SignupFormsPage />) },
      { path: 'signup-forms/:id', element: loading('the sign-up form', <SignupFormBuilderPage />) },
      { path: 'subscribers', element: loading('subscribers', <SubscribersPage />) },
      { path: 'integrations', element: loading('integrations', <IntegrationsPage />) },
      { path: 'notifications', element: loading('notifications', <NotificationsPage />) },
      { path: 'abandonment', element: loading('abandonment', <AbandonmentPage />) },
      { path: 'products', element: loading('products', <ProductsPage />) },
      { path: 'discounts', element: loading('discount codes', <DiscountCodesPage />) },
      { path: 'account', element: loading('your account', <AccountPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
