import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { allFormats, leadPopupDesign, NEW_POPUP_FREQUENCY, POPUP_TYPES, type Language, type PopupFormat, type PopupTarget, type PopupType } from '@beckon/core';
import { useCreatePopup, useSites } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { formatLabel, TARGETS, TYPE_INFO } from './catalogue.js';
import { formatDescription, FormatSketch } from './FormatSketch.js';

interface NewPopupForm {
  client_id: string;
  name: string;
  target: PopupTarget;
  type: PopupType;
  format: PopupFormat;
  lang: Language;
}

const FORMATS = allFormats();

/**
 * The gallery a new pop-up starts from: the owner picks its site, name, purpose, type and
 * format; it is created as a draft with the default lead design, and the editor opens on it.
 */
export function NewPopupPage() {
  const sites = useSites();
  const create = useCreatePopup();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { register, handleSubmit, watch, setValue, getValues, formState: { errors } } = useForm<NewPopupForm>({
    defaultValues: { client_id: search.get('site') ?? '', name: 'New pop-up', target: 'lead', type: 'lightbox', format: 'format_1', lang: 'en' },
  });
  // Once the sites arrive: the one asked for in the address, else the first (the select shows it too).
  useEffect(() => {
    if (!sites.data?.length) return;
    const asked = getValues('client_id');
    setValue('client_id', sites.data.some((s) => s.client_id === asked) ? asked : sites.data[0]!.client_id);
  }, [sites.data, getValues, setValue]);
  const type = watch('type');
  const format = watch('format');
  const formats = useMemo(() => FORMATS.filter((f) => f.type === type), [type]);

  const submit = handleSubmit((values) => {
    const clientId = values.client_id || sites.data?.[0]?.client_id;
    if (!clientId) return;
    create.mutate({
      client_id: clientId, name: values.name.trim(), type: values.type, format: values.format, target: values.target, status: 'draft',
      settings: { ...NEW_POPUP_FREQUENCY, design: leadPopupDesign(values.lang), design_properties: { poptin_design_thank_screen: 1 } },
    }, { onSuccess: ({ poptin_id }) => navigate(`/poptins/${poptin_id}/edit`) });
  });

  if (sites.data?.length === 0) {
    return (
      <>
        <h1>New pop-up</h1>
        <EmptyState title="Add a site first.">
          <p>A pop-up belongs to a site. <Link to="/sites">Add your site</Link>, then come back here.</p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <h1>New pop-up</h1>
      <QueryState error={sites.error} pending={sites.isPending} label="your sites" />
      <form className="gallery-form" onSubmit={(e) => void submit(e)} noValidate>
        <section className="panel" aria-labelledby="basics-title">
          <h2 id="basics-title">1. The basics</h2>
          <div className="grid-fields">
            <label>
              Site
              <select {...register('client_id')}>
                {sites.data?.map((s) => <option key={s.client_id} value={s.client_id}>{s.name}</option>)}
              </select>
            </label>
            <label>
              Name <span className="optional">(only you see it)</span>
              <input aria-invalid={errors.name ? true : undefined} aria-describedby="new-name-error"
                {...register('name', { validate: (v) => v.trim().length > 0 || 'Give the pop-up a name.', maxLength: { value: 120, message: 'Keep the name under 120 characters.' } })} />
              <span id="new-name-error" className="field-error">{errors.name?.message}</span>
            </label>
            <label>
              Goal
              <select {...register('target')}>
                {TARGETS.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
              </select>
            </label>
            <label>
              Language of the starting texts
              <select {...register('lang')}>
                <option value="en">English</option>
                <option value="he">Hebrew (right to left)</option>
              </select>
            </label>
          </div>
        </section>

        <fieldset className="panel gallery">
          <legend><h2>2. Type</h2></legend>
          <div className="cards types">
            {POPUP_TYPES.map((t) => (
              <label key={t} className={t === type ? 'card selected' : 'card'}>
                <input type="radio" value={t} {...register('type', { onChange: () => setValue('format', 'format_1') })} />
                <span className="card-title">{TYPE_INFO[t].label}</span>{' '}
                <span className="card-text">{TYPE_INFO[t].description}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="panel gallery">
          <legend><h2>3. Format <span className="muted small">({formats.length} for {TYPE_INFO[type].label})</span></h2></legend>
          <div className="cards formats">
            {formats.map((entry) => (
              <label key={entry.format} className={entry.format === format ? 'card format selected' : 'card format'}>
                <input type="radio" value={entry.format} {...register('format')} />
                <FormatSketch entry={entry} />
                <span className="card-title">{formatLabel(entry.format)}</span>{' '}
                <span className="card-text">{formatDescription(entry)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="panel submit-bar">
          {create.error && <p className="error" role="alert">{create.error.message}</p>}
          <button type="submit" className="primary" disabled={create.isPending || !sites.data}>
            {create.isPending ? 'Creating…' : 'Create draft and open the editor'}
          </button>
          <span className="muted small">It stays a draft, shown to nobody, until you publish it.</span>
        </div>
      </form>
    </>
  );
}
