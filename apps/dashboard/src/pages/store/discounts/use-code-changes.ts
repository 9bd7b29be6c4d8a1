import { useState } from 'react';
import { useSavePriceRules } from '../../../api/hooks.js';
import type { PriceRule } from '../../../api/types.js';
import { useFocusAfter } from '../../../hooks/useFocusAfter.js';

/** Ids the focus is sent back to after a change. */
export const CODE_FORM_ID = 'discount-code';
export const CODES_HEADING_ID = 'discount-codes-title';
export const editButtonId = (index: number) => `discount-code-edit-${index}`;

/**
 * Adding, changing and removing one code, each saved at once as the whole set (PUT replaces
 * them all), with what to tell the owner and where their focus lands after. The form's save and
 * a removal are separate requests: a refused removal is said in its dialog, not under the form.
 */
export function useCodeChanges(clientId: string, rules: readonly PriceRule[]) {
  const saveForm = useSavePriceRules(clientId);
  const saveRemoval = useSavePriceRules(clientId);
  const [editing, setEditing] = useState<number | null>(null);
  // A new form (empty, or another code's) each time this moves, and only then: a removal keeps what is typed.
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState('');
  const focusAfter = useFocusAfter();

  const openForm = (index: number | null) => {
    saveForm.reset();
    setEditing(index);
    setFormKey((k) => k + 1);
  };
  const save = (rule: PriceRule) => {
    const at = editing;
    const next = at === null ? [...rules, rule] : rules.map((r, i) => (i === at ? rule : r));
    setMessage('');
    saveForm.mutate(next, {
      onSuccess: () => {
        setMessage(at === null ? `Added ${rule.code}.` : `Saved ${rule.code}.`);
        openForm(null);
        focusAfter(at === null ? `${CODE_FORM_ID}-title` : editButtonId(at));
      },
    });
  };
  const remove = async (index: number) => {
    const gone = rules[index]!;
    await saveRemoval.mutateAsync(rules.filter((_, i) => i !== index));
    setMessage(`Removed ${gone.code}.`);
    if (editing === index) openForm(null);
    // The code being edited moved up a row with the one above it gone.
    else if (editing !== null && editing > index) setEditing(editing - 1);
    focusAfter(CODES_HEADING_ID);
  };
  const edit = (index: number) => {
    setMessage('');
    openForm(index);
  };
  const cancel = () => {
    if (editing !== null) focusAfter(editButtonId(editing));
    openForm(null);
  };
  return { editing, formKey, message, save, remove, edit, cancel, pending: saveForm.isPending, error: saveForm.error };
}
