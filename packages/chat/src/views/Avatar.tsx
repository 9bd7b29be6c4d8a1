import { useState } from 'react';

interface AvatarProps {
  src: string;
  name: string;
  status?: 'online' | 'offline' | null;
  small?: boolean;
}

/** A contact's picture, or their initials when there is none (or it fails to load). Decorative: the name is said next to it. */
export function Avatar({ src, name, status = null, small = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const words = name.trim().split(/\s+/);
  const initials = ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1]![0] : '')).toUpperCase();
  return (
    <span className={`qlwapp__avatar${small ? ' qlwapp__avatar--small' : ''}`} aria-hidden="true">
      {src && !failed ? (
        <img className="qlwapp__avatar-image" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className="qlwapp__avatar-image qlwapp__initials">{initials || '?'}</span>
      )}
      {status && <span className={`qlwapp__presence qlwapp__presence--${status}`} />}
    </span>
  );
}
