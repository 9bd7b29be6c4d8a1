import { useNotificationSettings, useSaveNotifications } from '../../api/notifications.js';
import { ErrorText, QueryState } from '../../components/QueryState.js';
import { NotificationForm } from './NotificationForm.js';
import { NotificationPreview } from './NotificationPreview.js';
import { valuesOf } from './notification-values.js';
import { SitePicker, useChosenSite } from '../../components/SitePicker.js';

/** Issue 21: emails to the owner about a site's new leads, one by one or as a daily summary. */
export function NotificationsPage() {
  const chosen = useChosenSite();
  const { clientId } = chosen;
  const settings = useNotificationSettings(clientId);

  return (
    <>
      <div className="page-head">
        <h1>Notifications</h1>
      </div>
      <SitePicker chosen={chosen} />
      <QueryState error={settings.error} pending={clientId !== undefined && settings.isPending} label="the notification settings" />
      {settings.data && !settings.data.smtp && (
        <div className="notice" role="note" aria-label="Email is not set up">
          <p>
            <strong>This server does not send email yet.</strong> Its operator has not set <code>SMTP_URL</code>. You can save your settings now; the emails
            start once email is set up.
          </p>
        </div>
      )}
      {clientId && settings.data && <SettingsPanel key={clientId} clientId={clientId} settings={settings.data} />}
    </>
  );
}

function SettingsPanel({ clientId, settings }: { clientId: string; settings: NonNullable<ReturnType<typeof useNotificationSettings>['data']> }) {
  const save = useSaveNotifications(clientId);
  return (
    <>
      <NotificationForm key={settings.updated_at ?? 'new'} initial={valuesOf(settings)} pending={save.isPending} onSubmit={(request) => save.mutate(request)} />
      <p role="status" className="test-result">
        {save.isSuccess && !save.isPending ? (settings.enabled ? 'Saved. Notifications are on.' : 'Saved. Notifications are off.') : ''}
      </p>
      <ErrorText error={save.error} />
      <NotificationPreview clientId={clientId} canSend={settings.smtp && settings.addresses.length > 0} />
    </>
  );
}
