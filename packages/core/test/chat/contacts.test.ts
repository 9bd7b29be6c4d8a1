import { describe, expect, it } from 'vitest';
import {
  chatDevice,
  contactsHash,
  listContacts,
  mobileBodyMaxHeight,
  parseChatConfig,
  shownOnDevice,
  sortContacts,
  type ChatContact,
} from '../../src/index.js';

function contact(id: string | number, overrides: Partial<ChatContact> = {}): ChatContact {
  return {
    id,
    firstname: `First${id}`,
    lastname: 'Last',
    label: '',
    avatar: '',
    phone: '34600000000',
    message: '',
    chat: true,
    type: 'phone',
    group: '',
    visibility: 'readonly',
    display: { devices: 'all' },
    timezone: '',
    timefrom: '00:00',
    timeto: '00:00',
    timedays: [],
    ...overrides,
  };
}

describe('chatDevice (SPEC §9: mobile is width at most 430 px and touch)', () => {
  it.each([
    [390, true, 'mobile'],
    [430, true, 'mobile'],
    [431, true, 'desktop'],
    [390, false, 'desktop'],
    [1280, false, 'desktop'],
    [1280, true, 'desktop'],
  ])('%i px, touch %s → %s', (width, touch, device) => {
    expect(chatDevice({ width, touch })).toBe(device);
  });
});

describe('shownOnDevice (SPEC §3 display.devices)', () => {
  it.each([
    ['hide', 'desktop', false],
    ['hide', 'mobile', false],
    ['desktop', 'desktop', true],
    ['desktop', 'mobile', false],
    ['mobile', 'mobile', true],
    ['mobile', 'desktop', false],
    ['all', 'mobile', true],
    [undefined, 'desktop', true],
  ] as const)('%s on %s → %s', (devices, device, shown) => {
    expect(shownOnDevice(devices, device)).toBe(shown);
  });
});

describe('sortContacts (SPEC §9: order ascending, missing last)', () => {
  it.each<[string, Array<{ id: string; order?: unknown }>, string[]]>([
    [
      'by order',
      [
        { id: 'a', order: 3 },
        { id: 'b', order: 1 },
        { id: 'c', order: 2 },
      ],
      ['b', 'c', 'a'],
    ],
    ['missing last, in their given order', [{ id: 'a' }, { id: 'b', order: 2 }, { id: 'c' }, { id: 'd', order: 1 }], ['d', 'b', 'a', 'c']],
    [
      'ties keep their given order',
      [
        { id: 'a', order: 1 },
        { id: 'b', order: 0 },
        { id: 'c', order: 1 },
      ],
      ['b', 'a', 'c'],
    ],
    [
      'numeric strings count, junk does not',
      [
        { id: 'a', order: 'x' },
        { id: 'b', order: '10' },
        { id: 'c', order: '9' },
        { id: 'd', order: '' },
      ],
      ['c', 'b', 'a', 'd'],
    ],
    [
      'negative orders come first',
      [
        { id: 'a', order: 0 },
        { id: 'b', order: -1 },
      ],
      ['b', 'a'],
    ],
  ])('%s', (_name, input, ids) => {
    expect(sortContacts(input).map((c) => c.id)).toEqual(ids);
  });
});

describe('listContacts (SPEC §6, §9)', () => {
  // Monday 2026-03-02 20:00 UTC: contacts with office hours are offline.
  const context = { device: 'desktop' as const, now: new Date('2026-03-02T20:00:00Z'), visitorOffsetMinutes: 0 };
  const office = { timefrom: '09:00', timeto: '17:00', timezone: 'UTC' };

  it('leaves out contacts not shown on this device', () => {
    const listed = listContacts(
      [
        contact(1, { display: { devices: 'desktop' } }),
        contact(2, { display: { devices: 'mobile' } }),
        contact(3, { display: { devices: 'hide' } }),
        contact(4),
      ],
      { timezone: '' },
      context,
    );
    expect(listed.map((l) => l.key)).toEqual(['1', '4']);
    expect(listContacts([contact(2, { display: { devices: 'mobile' } })], { timezone: '' }, { ...context, device: 'mobile' }).map((l) => l.key)).toEqual(['2']);
  });

  it.each([
    ['hidden and offline: left out', 'hidden', office, null],
    ['hidden and online: listed', 'hidden', {}, { status: null, disabled: false }],
    ['readonly and offline: greyed', 'readonly', office, { status: null, disabled: true }],
    ['readonly and online: choosable', 'readonly', {}, { status: null, disabled: false }],
    ['with_status and offline: badged Offline', 'with_status', office, { status: 'offline', disabled: false }],
    ['with_status and online: badged Online', 'with_status', {}, { status: 'online', disabled: false }],
  ])('%s', (_name, visibility, hours, expected) => {
    const listed = listContacts([contact(7, { visibility, ...hours })], { timezone: '' }, context);
    if (expected === null) expect(listed).toEqual([]);
    else expect(listed[0]).toMatchObject(expected);
  });

  it("reads a contact without a zone in the button's zone", () => {
    const [inTokyo] = listContacts(
      [contact(1, { timefrom: '09:00', timeto: '17:00' })],
      { timezone: 'Asia/Tokyo' },
      { ...context, now: new Date('2026-03-02T01:00:00Z') },
    );
    expect(inTokyo!.availability.availableNow).toBe(true);
    const [ownZone] = listContacts(
      [contact(1, { timefrom: '09:00', timeto: '17:00', timezone: 'UTC' })],
      { timezone: 'Asia/Tokyo' },
      { ...context, now: new Date('2026-03-02T01:00:00Z') },
    );
    expect(ownZone!.availability.availableNow).toBe(false);
  });

  it('lists in order', () => {
    const listed = listContacts([contact('x'), contact('y', { order: 2 }), contact('z', { order: 1 })], { timezone: '' }, context);
    expect(listed.map((l) => l.key)).toEqual(['z', 'y', 'x']);
  });
});

describe('contactsHash (SPEC §3)', () => {
  const contacts = [contact(1), contact(2, { message: 'Hello' })];
  it("is stable for the same contacts, however the owner's JSON listed their fields", () => {
    const parse = (json: string) => parseChatConfig({ contacts: json }).config.contacts;
    const a = parse('[{"id":1,"firstname":"Ana","phone":"34600000000"}]');
    const b = parse('[{"phone":"34600000000","firstname":"Ana","id":1}]');
    expect(contactsHash(a)).toBe(contactsHash(b));
    expect(contactsHash(contacts)).toBe(contactsHash(contacts.map((c) => ({ ...c }))));
    expect(contactsHash(contacts)).toMatch(/^[0-9a-f]{8}$/);
  });
  it.each([
    ['a changed message', [contact(1), contact(2, { message: 'Hello!' })]],
    ['another order', [contact(2, { message: 'Hello' }), contact(1)]],
    ['a contact less', [contact(1)]],
    ['a changed phone', [contact(1, { phone: '1' }), contact(2, { message: 'Hello' })]],
  ])('changes with %s', (_name, changed) => {
    expect(contactsHash(changed)).not.toBe(contactsHash(contacts));
  });
});

describe('mobileBodyMaxHeight (SPEC §9: 70% of the window less header and footer)', () => {
  it.each([
    [844, 120, 80, 391],
    [600, 100, 60, 260],
    [200, 120, 80, 0],
  ])('window %i, header %i, footer %i → %i', (windowHeight, header, footer, height) => {
    expect(mobileBodyMaxHeight(windowHeight, header, footer)).toBe(height);
  });
});
