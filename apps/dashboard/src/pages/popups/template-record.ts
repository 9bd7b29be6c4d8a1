import { prizeSlices, type PopupRecord, type PopupSettings, type PopupTemplate } from '@beckon/core';

/**
 * The record a template's thumbnail renders: the settings a pop-up made from it would be saved
 * with, as the display call would deliver them (prizes as slices, never their codes).
 */
export function templateRecord(template: PopupTemplate, settings: PopupSettings): PopupRecord {
  const { prizes, ...rest } = settings;
  return {
    ...rest,
    ...(prizes === undefined ? {} : { prizes: prizeSlices(prizes) }),
    poptin_id: `tpl${template.id
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 10)
      .padEnd(10, '0')}`,
    poptin_name: template.name,
    poptin_type: template.type,
    poptin_format: template.format,
    poptin_target: template.target,
    account_id: 'template',
    viewer_id: 'template',
    display: 1,
  };
}
