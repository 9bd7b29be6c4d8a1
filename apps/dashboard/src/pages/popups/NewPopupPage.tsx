import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { allFormats } from '@beckon/core';
import { useCreatePopup, useSites } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { FormatPicker } from './FormatPicker.js';
import { PopupBasics } from './PopupBasics.js';
import { startingSettings, type NewPopupForm } from './new-popup-form.js';
import { TypePicker } from './TypePicker.js';

const FORMATS = allFormats();

function NoSiteYet() {
  return (
    <>
      <h1>New pop-up</h1>
      <EmptyState title="Add a site first.">
        <p>
          A pop-up belongs to a site. <Link to="/sites">Add your site</Link>, then come back here.
        </p>
      </EmptyState>
    </>
  );
}

/**
 * The gallery a new pop-up starts from: the owner picks its site, name, purpose, type and
 * format; it is created as a draft with the default lead design (a gamified one with its game
 * and sample prizes), and the editor opens on it.
 */
export function NewPopupPage() {
  const sites = useSites();
  const create = useCreatePopup();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<NewPopupForm>({
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
    create.mutate(
      {
        client_id: clientId,
        name: values.name.trim(),
        type: values.type,
        format: values.format,
        target: values.target,
        status: 'draft',
        settings: startingSettings(values),
      },
      { onSuccess: ({ poptin_id }) => navigate(`/poptins/${poptin_id}/edit`) },
    );
  });

  if (sites.data?.length === 0) return <NoSiteYet />;

  return (
    <>
      <h1>New pop-up</h1>
      <QueryState error={sites.error} pending={sites.isPending} label="your sites" />
      <form className="gallery-form" onSubmit={(e) => void submit(e)} noValidate>
        <PopupBasics sites={sites.data} register={register} errors={errors} />

        <TypePicker type={type} register={register} setValue={setValue} />

        <FormatPicker type={type} format={format} formats={formats} register={register} />

        <div className="panel submit-bar">
          {create.error && (
            <p className="error" role="alert">
              {create.error.message}
            </p>
          )}
          <button type="submit" className="primary" disabled={create.isPending || !sites.data}>
            {create.isPending ? 'Creating…' : 'Create draft and open the editor'}
          </button>
          <span className="muted small">It stays a draft, shown to nobody, until you publish it.</span>
        </div>
      </form>
    </>
  );
}
