import type { PriceRule } from '../../../api/types.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { formatTime } from '../../format.js';
import { discountText, ruleState, ruleStatusText } from './discount-codes.js';

interface DiscountCodesTableProps {
  rules: PriceRule[];
  currency: string;
  now: number;
  /** the id of row i's Edit button, so the page can return the focus to it */
  editId: (index: number) => string;
  onEdit: (index: number) => void;
  onRemove: (index: number) => Promise<unknown>;
}

const Moment = ({ ms }: { ms: number }) => <time dateTime={new Date(ms).toISOString()}>{formatTime(ms)}</time>;

/** When the code runs, each date a <time>: from, until, both, or always. */
function RuleWindow({ rule }: { rule: PriceRule }) {
  const { starts_at: start, ends_at: end } = rule;
  if (start !== null && end !== null)
    return (
      <>
        <Moment ms={start} /> – <Moment ms={end} />
      </>
    );
  if (start !== null)
    return (
      <>
        From <Moment ms={start} />
      </>
    );
  if (end !== null)
    return (
      <>
        Until <Moment ms={end} />
      </>
    );
  return <span className="muted">Always</span>;
}

function Row({ rule, index, currency, now, editId, onEdit, onRemove }: { rule: PriceRule; index: number } & Omit<DiscountCodesTableProps, 'rules'>) {
  return (
    <tr>
      <th scope="row" dir="auto">
        {rule.title}
      </th>
      <td>
        <code dir="ltr">{rule.code}</code>
      </td>
      <td>{discountText(rule, currency)}</td>
      <td>
        <RuleWindow rule={rule} />
      </td>
      <td>
        <span className={`badge rule-${ruleState(rule, now)}`}>{ruleStatusText(rule, now)}</span>
      </td>
      <td>
        <div className="row nowrap">
          <button type="button" id={editId(index)} onClick={() => onEdit(index)}>
            Edit<span className="visually-hidden"> {rule.code}</span>
          </button>
          <ConfirmDialog
            trigger={
              <button type="button" className="danger-outline">
                Remove<span className="visually-hidden"> {rule.code}</span>
              </button>
            }
            title={`Remove ${rule.code}?`}
            description={<p>Pop-ups that offer it show no coupon from then on. Your shop's own checkout does not change.</p>}
            confirmLabel="Remove code"
            pendingLabel="Removing…"
            onConfirm={() => onRemove(index)}
          />
        </div>
      </td>
    </tr>
  );
}

/** The site's discount codes in the order they were added, each with its status now. */
export function DiscountCodesTable({ rules, ...rest }: DiscountCodesTableProps) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="discounts-table">
        <caption className="visually-hidden">The site's discount codes, with when each runs</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Runs</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule, index) => (
            <Row key={`${index}-${rule.code}`} rule={rule} index={index} {...rest} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
