import type { PopupRecord, PopupSettings, PopupTemplate } from '@beckon/core';
import { deliveredRecord } from '../../editor/preview-record.js';

/** The record a template's thumbnail renders: the settings a pop-up made from it would be saved with, as delivered. */
export function templateRecord(template: PopupTemplate, settings: PopupSettings): PopupRecord {
  return deliveredRecord(settings, {
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
  });
}
