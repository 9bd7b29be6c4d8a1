import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { allFormats, siteAddressOf } from '@beckon/core';
import { useCreatePopup, useSites } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { FormatPicker } from './FormatPicker.js';
import { PopupBasics } from './PopupBasics.js';
import { blankPopup, popupFromTemplate, type NewPopupForm } from './new-popup-form.js';
import { StartChoice } from './StartChoice.js';
import { SubmitBar } from './SubmitBar.js';
import { TemplateGallery } from './TemplateGallery.js';
import { DEFAULT_NAME, useTemplateChoice } from './use-template-choice.js';
import { TypePicker } from './TypePicker.js';
import './gallery.css';

const FORMATS = allFormats();
const NEW_POPUP_DEFAULTS: NewPopupForm = {
  client_id: '',
  name: DEFAULT_NAME,
  lang: 'en',
  start: 'template',
  goal: 'collect_emails',
  typeFilter: 'all',
  template: '',
  target: 'lead',
  type: 'lightbox',
  format: 'format_1',
};

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
 * The gallery a new pop-up starts from: the owner picks its site and name, then a designed
 * template by goal and type (issue 23), or a blank pop-up of a type and format with the default
 * lead design (a gamified one with its game and sample prizes). It is created as a draft and
 * the editor opens on it.
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
  } = useForm<NewPopupForm>({ defaultValues: { ...NEW_POPUP_DEFAULTS, client_id: search.get('site') ?? '' } });
  // Once the sites arrive: the one asked for in the address, else the first (the select shows it too).
  useEffect(() => {
    if (!sites.data?.length) return;
    const asked = getValues('client_id');
    setValue('client_id', sites.data.some((s) => s.client_id === asked) ? asked : sites.data[0]!.client_id);
  }, [sites.data, getValues, setValue]);
  const [start, type, format, lang, goal, typeFilter, chosen, clientId] = watch([
    'start',
    'type',
    'format',
    'lang',
    'goal',
    'typeFilter',
    'template',
    'client_id',
  ]);
  const formats = useMemo(() => FORMATS.filter((f) => f.type === type), [type]);
  const site = sites.data?.find((s) => s.client_id === clientId);
  const siteAddress = site ? siteAddressOf(site) : null;
  const pictureOrigin = window.location.origin;

  const template = useTemplateChoice({ start, goal, typeFilter, lang, template: chosen }, getValues, setValue);

  const submit = handleSubmit((values) => {
    const client_id = values.client_id || sites.data?.[0]?.client_id;
    if (!client_id) return;
    if (values.start === 'template' && template?.id !== values.template) return;
    const body = template
      ? popupFromTemplate(template, { client_id, name: values.name }, { pictureOrigin, siteAddress, now: Date.now() })
      : blankPopup(values, client_id);
    create.mutate(body, { onSuccess: ({ poptin_id }) => navigate(`/poptins/${poptin_id}/edit`) });
  });

  if (sites.data?.length === 0) return <NoSiteYet />;

  return (
    <>
      <h1>New pop-up</h1>
      <QueryState error={sites.error} pending={sites.isPending} label="your sites" />
      <form className="gallery-form" onSubmit={(e) => void submit(e)} noValidate>
        <PopupBasics sites={sites.data} askGoal={start === 'blank'} register={register} errors={errors} />

        <StartChoice start={start} register={register} />

        {start === 'template' ? (
          <TemplateGallery
            goal={goal}
            type={typeFilter}
            lang={lang}
            chosen={chosen}
            register={register}
            pictureOrigin={pictureOrigin}
            siteAddress={siteAddress}
          />
        ) : (
          <>
            <TypePicker type={type} register={register} setValue={setValue} />
            <FormatPicker type={type} format={format} formats={formats} register={register} />
          </>
        )}

        <SubmitBar
          error={create.error}
          pending={create.isPending}
          disabled={!sites.data || (start === 'template' && !template)}
          template={template}
          siteAddress={siteAddress}
        />
      </form>
    </>
  );
}
