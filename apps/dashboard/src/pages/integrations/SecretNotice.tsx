import { CopyBox } from '../../components/CopyBox.js';

/** A signing secret, shown once: Beckon keeps it encrypted and never shows it again. */
export function SecretNotice({ secret, rotated, onDone }: { secret: string; rotated: boolean; onDone: () => void }) {
  return (
    <div className="notice" role="note" aria-labelledby="secret-title">
      <h3 id="secret-title">{rotated ? 'Your new signing secret' : 'Your signing secret'}</h3>
      <p>
        Copy it now and give it to your endpoint: Beckon shows it <strong>only this once</strong>.
        {rotated && ' For the next 24 hours Beckon signs with both the old and the new secret, so you can switch without losing events.'}
      </p>
      <CopyBox label="Signing secret" text={secret} buttonLabel="Copy secret" rows={2} />
      <div className="row">
        <button type="button" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}
