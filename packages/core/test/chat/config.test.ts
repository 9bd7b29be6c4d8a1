import { describe, expect, it } from 'vitest';
import { chatDefaults, parseChatConfig } from '../../src/index.js';

describe('parseChatConfig (SPEC §3: four JSON attributes, defaults when missing or malformed)', () => {
  it('gives the defaults, and no complaint, when nothing is set', () => {
    expect(parseChatConfig({})).toEqual({ config: chatDefaults, malformed: [] });
    expect(parseChatConfig({ display: null, button: '', box: '  ', contacts: null })).toEqual({ config: chatDefaults, malformed: [] });
  });

  it.each([
    ['display', '{devices:'],
    ['button', '[1,2]'],
    ['box', '"text"'],
    ['contacts', '{"id":1}'],
    ['contacts', 'not json'],
  ] as const)('falls back for a malformed %s (%s) and reports it', (part, raw) => {
    const { config, malformed } = parseChatConfig({ [part]: raw, button: part === 'button' ? raw : '{"text":"Hi"}' });
    expect(malformed).toEqual([part]);
    expect(config[part]).toEqual(chatDefaults[part]);
    if (part !== 'button') expect(config.button.text).toBe('Hi');
  });

  it('reads every part', () => {
    const { config, malformed } = parseChatConfig({
      display: '{"devices":"mobile"}',
      button: '{"layout":"bubble","box":true,"text":"Chat","position":"bottom-left","whatsapp_link_type":"api","timedays":["1",{"value":2}]}',
      box: '{"auto_open":"yes","auto_delay_open":"2500","consentEnabled":"1","allow_outside_close":1}',
      contacts:
        '[{"id":9,"firstname":"Ana","order":"2","chat":false,"type":"group","group":"https://chat.whatsapp.com/X","display":{"devices":"desktop"}},"junk",{"firstname":"Bo"}]',
    });
    expect(malformed).toEqual([]);
    expect(config.display.devices).toBe('mobile');
    expect(config.button).toMatchObject({
      layout: 'bubble',
      box: 'yes',
      text: 'Chat',
      position: 'bottom-left',
      whatsapp_link_type: 'api',
      timedays: [{ value: '1' }, { value: '2' }],
    });
    expect(config.box).toMatchObject({
      auto_open: 'yes',
      auto_delay_open: 2500,
      consentEnabled: 1,
      allow_outside_close: 'yes',
      header: chatDefaults.box.header,
    });
    expect(config.contacts).toHaveLength(2);
    expect(config.contacts[0]).toMatchObject({
      id: 9,
      firstname: 'Ana',
      order: 2,
      chat: false,
      type: 'group',
      display: { devices: 'desktop' },
      visibility: 'readonly',
    });
    expect(config.contacts[1]).toMatchObject({ id: 'contact-3', firstname: 'Bo', chat: true, type: 'phone', display: { devices: 'all' } });
  });

  it('keeps the default delay for a junk auto_delay_open', () => {
    expect(parseChatConfig({ box: '{"auto_delay_open":"soon"}' }).config.box.auto_delay_open).toBe(chatDefaults.box.auto_delay_open);
    expect(parseChatConfig({ box: '{"auto_delay_open":-5}' }).config.box.auto_delay_open).toBe(chatDefaults.box.auto_delay_open);
    expect(parseChatConfig({ box: '{"auto_delay_open":0}' }).config.box.auto_delay_open).toBe(0);
  });
});
