import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isOn } from '@beckon/core';
import { createVariant } from '../api.js';
import { useEditor } from '../context.js';
import { Section } from '../controls.js';

/** A/B testing: which group this pop-up belongs to, a new variant, and where the results are. */
export function AbTab({ dirty }: { dirty: boolean }) {
  const { settings, poptinId } = useEditor();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const parent = settings.ab_test_parent_id ?? null;
  const group = parent ?? (isOn(settings.ab_test) ? poptinId : null);
  const add = async () => {
    setBusy(true);
    setError('');
    try {
      const { poptin_id } = await createVariant(poptinId);
      navigate(`/poptins/${poptin_id}/edit`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title="A/B test" description="Variants share the visitors of their group at random; the results page says when a winner can be read.">
      <p data-testid="ab-status">
        {parent ? <>This pop-up is a variant of <code>{parent}</code>.</>
          : group ? 'This pop-up leads an A/B test.'
          : 'This pop-up is not in an A/B test.'}
      </p>
      {!parent && (
        <button type="button" onClick={() => void add()} disabled={busy || dirty} aria-describedby={dirty ? 'ed-ab-dirty' : undefined}>
          {busy ? 'Creating variant…' : 'Create a variant'}
        </button>
      )}
      {dirty && !parent && <p className="ed-hint" id="ed-ab-dirty">Save first: the variant starts as a copy of the saved pop-up.</p>}
      {error && <p className="ed-error" role="alert">{error}</p>}
      {group && <p><Link to={`/results?poptin_id=${group}`}>See the A/B results</Link></p>}
    </Section>
  );
}
