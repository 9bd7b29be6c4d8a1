import { useMemo, useState } from 'react';
import { defaultKitForm, type KitForm, type KitLanguage } from './kit-form.js';
import { loadKitDraft, useKitDraftKept } from './kit-draft.js';
import { kitMarkup, kitParts, scriptTag } from './kit-markup.js';
import { kitProblems } from './kit-problems.js';
import { previewDocument } from './kit-preview.js';
import { CarouselSection } from './CarouselSection.js';
import { KitOutput } from './KitOutput.js';
import { MenuSection } from './MenuSection.js';
import { PAGINATION_PREVIEW_NOTE, PaginationSection } from './PaginationSection.js';
import { ShareSection } from './ShareSection.js';
import { TocSection } from './TocSection.js';

type Part = 'toc' | 'share' | 'pagination' | 'menu' | 'carousel';

/** The content kit's setup: each part's settings, the markup to paste, and the kit at work on a sample article. */
export function ContentKitPage() {
  const [form, setForm] = useState<KitForm>(loadKitDraft);
  useKitDraftKept(form);
  const change =
    <P extends Part>(part: P) =>
    (patch: Partial<KitForm[P]>) =>
      setForm((current) => ({ ...current, [part]: { ...current[part], ...patch } }));
  // The server that serves this dashboard serves /sdk/content.js (as the chat page's element).
  const origin = window.location.origin;
  const parts = useMemo(() => kitParts(form), [form]);
  const markup = kitMarkup(parts, origin);
  const srcdoc = previewDocument(parts, scriptTag(origin), form.lang);
  const problems = kitProblems(form);
  const section = <P extends Part>(part: P) => ({ value: form[part], onChange: change(part), problems });

  return (
    <>
      <h1>Content kit</h1>
      <p className="lead-text">
        A table of contents, a share bar, post-grid pagination, a mobile menu and a carousel for your articles and lists of posts. Turn on the parts you want,
        set them, and paste the markup: your pages stay readable, and every link works, even where the script is blocked.
      </p>
      <div className="chat-setup kit-setup">
        <form className="chat-form" onSubmit={(e) => e.preventDefault()} aria-label="Content kit settings">
          <section className="panel" aria-labelledby="kit-lang-title">
            <h2 id="kit-lang-title">Language</h2>
            <div className="grid-fields">
              <label>
                The parts’ own words
                <select value={form.lang} onChange={(e) => setForm({ ...form, lang: e.target.value as KitLanguage })}>
                  <option value="page">In the page’s language</option>
                  <option value="en">English</option>
                  <option value="he">Hebrew (right to left)</option>
                </select>
              </label>
            </div>
          </section>
          <TocSection {...section('toc')} />
          <ShareSection {...section('share')} />
          <PaginationSection {...section('pagination')} />
          <MenuSection {...section('menu')} />
          <CarouselSection {...section('carousel')} />
        </form>
        <KitOutput
          markup={markup}
          srcdoc={srcdoc}
          problems={problems}
          anyPart={Object.values(parts).some(Boolean)}
          previewNote={form.pagination.enabled ? PAGINATION_PREVIEW_NOTE : undefined}
          onStartOver={() => setForm(defaultKitForm())}
        />
      </div>
    </>
  );
}
