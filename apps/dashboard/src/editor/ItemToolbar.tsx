import { useEditor } from './context.js';
import { getIn, moveItem, removeItem, type Path } from './model.js';

/**
 * Move up, move down and remove for one item of a list at `listPath`: buttons, so the order is
 * changed by keyboard as easily as by pointer. Focus follows the moved item's button.
 */
export function ItemToolbar({ listPath, index, name }: { listPath: Path; index: number; name: string }) {
  const { settings, set } = useEditor();
  const list = (getIn(settings, listPath) as unknown[] | undefined) ?? [];
  const move = (to: number, button: HTMLButtonElement) => {
    set(listPath, moveItem(list, index, to));
    const direction = button.dataset.move;
    // After the list re-renders, the same button of the moved item keeps the focus.
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-list="${listPath}"][data-index="${to}"][data-move="${direction}"]`)?.focus());
  };
  return (
    <div className="ed-item-tools" role="group" aria-label={`${name}: order`}>
      <button
        type="button"
        data-list={listPath}
        data-index={index}
        data-move="up"
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={(e) => move(index - 1, e.currentTarget)}
      >
        ↑
      </button>
      <button
        type="button"
        data-list={listPath}
        data-index={index}
        data-move="down"
        disabled={index === list.length - 1}
        aria-label={`Move ${name} down`}
        onClick={(e) => move(index + 1, e.currentTarget)}
      >
        ↓
      </button>
      <button type="button" className="ed-danger" aria-label={`Remove ${name}`} onClick={() => set(listPath, removeItem(list, index))}>
        Remove
      </button>
    </div>
  );
}
