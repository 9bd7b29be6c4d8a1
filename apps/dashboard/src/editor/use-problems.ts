import { useMemo, useState } from 'react';
import { validatePopupSettings, type PopupFormat } from '@beckon/core';
import { getIn, sameData, type Draft, type LoadedPopup, type SettingsProblem } from './model.js';
import { NUMBER_TRIGGERS } from './tabs.js';

export const NAME_MAX = 120;

/** A server problem stays shown while the value it was about is unchanged; editing that value clears it. */
interface ServerProblems {
  settings: Draft['settings'];
  problems: SettingsProblem[];
}

/** What stops the draft from being saved: core's checks as the owner types, and what the server refused. */
export function useProblems(popup: LoadedPopup, draft: Draft) {
  const [server, setServer] = useState<ServerProblems | null>(null);
  const [shown, setShown] = useState(false);
  const context = useMemo(() => ({ type: popup.type, format: popup.format as PopupFormat }), [popup.type, popup.format]);

  const local = useMemo(
    () => [
      ...validatePopupSettings(draft.settings, context),
      // The trigger's box was emptied but the trigger left on: core reads that as off, the owner meant a number.
      ...NUMBER_TRIGGERS.filter((key) => (draft.settings as Record<string, unknown>)[key] === '').map((path) => ({
        path,
        message: 'Enter a number, or switch this trigger off.',
      })),
    ],
    [draft.settings, context],
  );
  const list = useMemo(() => {
    const fromServer = server ? server.problems.filter((p) => sameData(getIn(server.settings, p.path), getIn(draft.settings, p.path))) : [];
    const all = [...local];
    for (const p of fromServer) if (!all.some((q) => q.path === p.path && q.message === p.message)) all.push(p);
    return all;
  }, [local, server, draft.settings]);
  const nameProblem = draft.name.trim() === '' ? 'Give the pop-up a name.' : draft.name.length > NAME_MAX ? `A name has at most ${NAME_MAX} characters.` : null;

  return {
    list,
    nameProblem,
    count: list.length + (nameProblem ? 1 : 0),
    /** the summary above the tabs shows once a save was refused, and stays */
    shown,
    show: () => setShown(true),
    refusedByServer: (settings: Draft['settings'], problems: SettingsProblem[]) => {
      setServer({ settings, problems });
      setShown(true);
    },
    acceptedByServer: () => setServer(null),
  };
}

export type Problems = ReturnType<typeof useProblems>;
