import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp, type TestClient } from '../../test/test-app';
import { eventBody, joinCode, LITE, listCalendars, pupil, shareWith } from './calendars.test-helpers';

const NO_ACCESS = [403, 'Sie haben keinen Zugriff auf diesen Kalender.'];
const OLD_LINK = [
  404,
  'Dieser Beitrittslink ist nicht (mehr) gültig. Bitten Sie die Person, die den Kalender teilt, um den aktuellen Link.',
];

/** Status and message of a reply. */
const outcome = (res: { statusCode: number; json: () => { message?: string } }) => [res.statusCode, res.json().message];

describe.each(ENGINES)('membership of a calendar shared with a class, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PUBLIC_URL: 'https://lernen.ksbeispiel.ch' });
  });
  afterAll(async () => t.close());

  /** The path of a phone address, as a phone asks for it (no cookie). */
  const feed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const reads = async (client: TestClient, calendar: string) =>
    (await client.get(`/api/v1/calendars/${calendar}`)).statusCode;
  const upcomingTitles = async (client: TestClient) =>
    ((await client.get('/api/v1/calendars/upcoming')).json().events as Array<{ title: string }>).map((e) => e.title);

  it('shows nothing to a pupil who only types the class into their settings: no events, no start page, no phone address', async () => {
    const owner = await pupil(t, { name: 'Olga Owner', classes: '4t', ...LITE });
    const typist = await pupil(t, { name: 'Tom Tipper', classes: '4t' });
    const { id: calendar } = (await owner.client.post('/api/v1/calendars', { name: 'Klasse 4a' })).json();
    await owner.client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ title: 'Schulreise', kind: 'appointment' }),
    );
    await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: '4t' });

    const list = await listCalendars(typist.client);
    expect(list.shared).toEqual([]);
    // Invited by name only: no events, no count of them, no link.
    expect(list.invited).toEqual([{ id: calendar, name: 'Klasse 4a', owner_name: 'Olga Owner', share_class: '4t' }]);
    expect(JSON.stringify(list)).not.toContain('Schulreise');
    expect(outcome(await typist.client.get(`/api/v1/calendars/${calendar}`))).toEqual(NO_ACCESS);
    expect(outcome(await typist.client.post(`/api/v1/calendars/${calendar}/subscribe`, { subscribed: true }))).toEqual(
      NO_ACCESS,
    );
    expect(outcome(await typist.client.post(`/api/v1/calendars/${calendar}/feed`))).toEqual(NO_ACCESS);
    expect(await upcomingTitles(typist.client)).toEqual([]);
    // A made-up code is no way in either.
    const guessed = await typist.client.post('/api/v1/calendars/join', { code: 'A'.repeat(22) });
    expect(outcome(guessed)).toEqual(OLD_LINK);
    const malformed = await typist.client.post('/api/v1/calendars/join', { code: '4t' });
    expect(malformed.statusCode).toBe(400);
    expect(await reads(typist.client, calendar)).toBe(403);
  });

  it('lets a pupil with the link read it, on the site, the start page and the phone; a renewed link locks out the old one, members stay', async () => {
    const owner = await pupil(t, { name: 'Olga Owner', classes: '4m', ...LITE });
    const member = await pupil(t, { name: 'Mia Mitglied', classes: '4m' });
    const late = await pupil(t, { name: 'Leo Später', classes: '-' });
    const { id: calendar } = (await owner.client.post('/api/v1/calendars', { name: 'Klasse 4a' })).json();
    await owner.client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ title: 'Schulreise', kind: 'appointment' }),
    );
    await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: '4m' });
    const first = await joinCode(owner.client, calendar);
    expect(first).toMatch(/^[\w-]{22}$/);

    // What the link leads to, before joining.
    const preview = await member.client.get(`/api/v1/calendars/join/${first}`);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.json()).toEqual({
      status: 'success',
      calendar: { id: calendar, name: 'Klasse 4a', owner_name: 'Olga Owner', share_class: '4m' },
      own: false,
      member: false,
    });
    expect((await member.client.post('/api/v1/calendars/join', { code: first })).statusCode).toBe(200);
    expect((await member.client.get(`/api/v1/calendars/join/${first}`)).json().member).toBe(true);
    const read = (await member.client.get(`/api/v1/calendars/${calendar}`)).json();
    expect(read.events.map((e: { title: string }) => e.title)).toEqual(['Schulreise']);
    expect((await listCalendars(member.client)).shared).toEqual([expect.objectContaining({ id: calendar })]);
    await member.client.post(`/api/v1/calendars/${calendar}/subscribe`, { subscribed: true });
    expect(await upcomingTitles(member.client)).toEqual(['Schulreise']);
    // The member's own phone address.
    const phone = (await member.client.post(`/api/v1/calendars/${calendar}/feed`)).json().url as string;
    expect((await feed(phone)).body).toContain('SUMMARY:Schulreise');
    expect((await listCalendars(member.client)).shared[0]).toMatchObject({ feed: true });

    const ownJoin = await owner.client.post('/api/v1/calendars/join', { code: first });
    expect(outcome(ownJoin)).toEqual([400, 'Das ist Ihr eigener Kalender.']);

    const renewed = await owner.client.post(`/api/v1/calendars/${calendar}/join-link`);
    expect(renewed.json().message).toBe(
      'Der neue Beitrittslink ist bereit. Der bisherige funktioniert ab sofort nicht mehr; wer schon beigetreten ist, bleibt Mitglied.',
    );
    const second = renewed.json().join_code as string;
    expect(second).not.toBe(first);
    expect(await joinCode(owner.client, calendar)).toBe(second);
    expect(outcome(await late.client.get(`/api/v1/calendars/join/${first}`))).toEqual(OLD_LINK);
    expect(outcome(await late.client.post('/api/v1/calendars/join', { code: first }))).toEqual(OLD_LINK);
    expect(await reads(late.client, calendar)).toBe(403);
    // The class is a label: a pupil with the link joins whatever their settings say.
    expect((await late.client.post('/api/v1/calendars/join', { code: second })).statusCode).toBe(200);
    expect(await reads(late.client, calendar)).toBe(200);
    expect(await reads(member.client, calendar)).toBe(200);
    expect((await feed(phone)).statusCode).toBe(200);

    const members = (await owner.client.get(`/api/v1/calendars/${calendar}`)).json().members;
    expect(members.map((m: { id: string; name: string }) => [m.id, m.name])).toEqual([
      [late.user.id, 'Leo Später'],
      [member.user.id, 'Mia Mitglied'],
    ]);

    const deleted = await owner.client.post(`/api/v1/calendars/${calendar}/join-link/delete`);
    expect(deleted.json()).toMatchObject({ join_code: null });
    expect(outcome(await late.client.post('/api/v1/calendars/join', { code: second }))).toEqual(OLD_LINK);
    expect(await reads(late.client, calendar)).toBe(200);
  });

  it('takes everything from a removed member at once: the calendar, its place on the start page and their phone address', async () => {
    const owner = await pupil(t, { name: 'Olga Owner', classes: '4r', ...LITE });
    const member = await pupil(t, { name: 'Mia Mitglied', classes: '4r' });
    const { id: calendar } = (await owner.client.post('/api/v1/calendars', { name: 'Klasse 4a' })).json();
    await owner.client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ title: 'Schulreise', kind: 'appointment' }),
    );
    await shareWith(owner.client, calendar, '4r', member.client);
    await member.client.post(`/api/v1/calendars/${calendar}/subscribe`, { subscribed: true });
    const phone = (await member.client.post(`/api/v1/calendars/${calendar}/feed`)).json().url as string;
    const ownerPhone = (await owner.client.post(`/api/v1/calendars/${calendar}/feed`)).json().url as string;
    expect((await feed(phone)).statusCode).toBe(200);

    const removed = await owner.client.post(`/api/v1/calendars/${calendar}/members/${member.user.id}/remove`);
    expect(removed.json().message).toBe('Mia Mitglied kann den Kalender nicht mehr lesen.');
    expect(outcome(await member.client.get(`/api/v1/calendars/${calendar}`))).toEqual(NO_ACCESS);
    expect(outcome(await feed(phone))).toEqual([404, 'Diese Kalenderadresse ist nicht (mehr) gültig.']);
    expect(await upcomingTitles(member.client)).toEqual([]);
    const list = await listCalendars(member.client);
    expect(list.shared).toEqual([]);
    // Back to an invitation: the class still names it, the link is needed again.
    expect(list.invited.map((c) => c.id)).toEqual([calendar]);
    expect((await owner.client.get(`/api/v1/calendars/${calendar}`)).json().members).toEqual([]);
    // The owner's own address is theirs alone and stays.
    expect((await feed(ownerPhone)).statusCode).toBe(200);
    const again = await owner.client.post(`/api/v1/calendars/${calendar}/members/${member.user.id}/remove`);
    expect(outcome(again)).toEqual([404, 'Diese Person ist nicht Mitglied dieses Kalenders.']);

    // Rejoining with the link gives no old phone address back.
    await member.client.post('/api/v1/calendars/join', { code: await joinCode(owner.client, calendar) });
    expect((await feed(phone)).statusCode).toBe(404);
    expect(await upcomingTitles(member.client)).toEqual([]);

    // A member may leave by themselves; the owner cannot leave their own calendar.
    expect((await member.client.post(`/api/v1/calendars/${calendar}/leave`)).json().message).toBe(
      'Sie haben den Kalender verlassen. Mit dem Beitrittslink können Sie wieder beitreten.',
    );
    expect(await reads(member.client, calendar)).toBe(403);
    expect(outcome(await owner.client.post(`/api/v1/calendars/${calendar}/leave`))).toEqual([
      400,
      'Ihren eigenen Kalender können Sie nicht verlassen.',
    ]);
  });

  it('ends every membership when the owner shares with another class, with a new link', async () => {
    const owner = await pupil(t, { classes: '4f 4f-FR', ...LITE });
    const member = await pupil(t, { classes: '4f 4f-FR' });
    const { id: calendar } = (await owner.client.post('/api/v1/calendars', { name: 'Französisch' })).json();
    const first = await shareWith(owner.client, calendar, '4f', member.client);
    await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: '4f-FR' });
    expect(await reads(member.client, calendar)).toBe(403);
    expect(outcome(await member.client.post('/api/v1/calendars/join', { code: first }))).toEqual(OLD_LINK);
    const second = await joinCode(owner.client, calendar);
    expect((await member.client.post('/api/v1/calendars/join', { code: second })).statusCode).toBe(200);
    expect(await reads(member.client, calendar)).toBe(200);
  });
});
