import type { SiteSeen } from '../../api/types.js';
import { formatTime, timeAgo } from '../format.js';

interface SeenCheckProps {
  seen: SiteSeen | null;
  checking: boolean;
  onCheck: () => void;
}

/** Whether the snippet works: the last page the widget was seen on, or what to do until it is. */
export function SeenCheck({ seen, checking, onCheck }: SeenCheckProps) {
  return (
    <div className={seen ? 'seen ok' : 'seen waiting'}>
      <p role="status">
        {seen ? (
          <>
            Seen on{' '}
            <a href={seen.url} target="_blank" rel="noreferrer noopener">
              {seen.url}
            </a>{' '}
            <time dateTime={new Date(seen.at).toISOString()} title={formatTime(seen.at)}>
              {timeAgo(seen.at)}
            </time>
          </>
        ) : (
          <>Not seen yet — paste the snippet, open a page, then Check again.</>
        )}
      </p>
      <button type="button" onClick={onCheck} disabled={checking}>
        {checking ? 'Checking…' : 'Check again'}
      </button>
    </div>
  );
}
