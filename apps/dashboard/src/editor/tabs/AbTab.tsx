import { Link, useNavigate } from 'react-router';
import { isOn } from '@beckon/core';
import { useCreateVariant } from '../../api/hooks.js';
import { useEditor } from '../context.js';
import { Section } from '../controls.js';

/** A/B testing: which group this pop-up belongs to, a new variant, and where the results are. */
export function AbTab({ dirty }: { dirty: boolean }) {
  const { settings, poptinId } = useEditor();
  const navigate = useNavigate();
  const parent = settings.ab_test_parent_id ?? null;
  const group = parent ?? (isOn(settings.ab_test) ? poptinId : null);
  const variant = useCreateVariant();
  const add = () => variant.mutate(poptinId, { onSuccess: ({ poptin_id }) => navigate(`/poptins/${poptin_id}/edit`) });
  return (
    <Section title="A/B test" description="Variants share the visitors of their group at random; the results page says when a winner can be read.">
      <p data-testid="ab-status">
        {parent ? (
          <>
            This pop-up is a variant of <code>{parent}</code>.
          </>
        ) : group ? (
          'This pop-up leads an A/B test.'
        ) : (
          'This pop-up is not in an A/B test.'
        )}
      </p>
      {!parent && (
        <button type="button" onClick={add} disabled={variant.isPending || dirty} aria-describedby={dirty ? 'ed-ab-dirty' : undefined}>
          {variant.isPending ? 'Creating variant…' : 'Create a variant'}
        </button>
      )}
      {dirty && !parent && (
        <p className="ed-hint" id="ed-ab-dirty">
          Save first: the variant starts as a copy of the saved pop-up.
        </p>
      )}
      {variant.error && (
        <p className="ed-error" role="alert">
          {variant.error.message}
        </p>
      )}
      {group && (
        <p>
          <Link to={`/results?poptin_id=${group}`}>See the A/B results</Link>
        </p>
      )}
    </Section>
  );
}
