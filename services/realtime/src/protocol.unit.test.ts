import { describe, expect, it } from 'vitest';
import { errorFrame, parseClientMessage } from './protocol.ts';

describe('parseClientMessage', () => {
  it('reads the four client messages', () => {
    expect(parseClientMessage('{"type":"join-live"}')).toEqual({ type: 'join-live' });
    expect(parseClientMessage('{"type":"join-live","sessionId":"4242"}')).toEqual({
      type: 'join-live',
      sessionId: '4242',
    });
    expect(parseClientMessage('{"type":"leave-live","sessionId":4242}')).toEqual({
      type: 'leave-live',
      sessionId: '4242',
    });
    expect(parseClientMessage('{"type":"join-live","held":{"session":"4242","id":"1-0"}}')).toEqual({
      type: 'join-live',
      held: { session: '4242', id: '1-0' },
    });
    expect(parseClientMessage('{"type":"keyframe","sessionId":4242}')).toEqual({
      type: 'keyframe',
      sessionId: '4242',
    });
    expect(parseClientMessage('{"type":"resume","id":"1750000000000-0"}')).toEqual({
      type: 'resume',
      id: '1750000000000-0',
    });
  });

  it('keeps an unparsable resume id: it asks for a snapshot', () => {
    expect(parseClientMessage('{"type":"resume","id":"n/a"}')).toEqual({ type: 'resume', id: 'n/a' });
  });

  it('refuses anything else with a French reason', () => {
    const cases: [string, RegExp][] = [
      ['pas du json', /^Message illisible/],
      ['null', /^Message inconnu/],
      ['[1,2]', /^Message inconnu/],
      ['{"type":"subscribe"}', /^Message inconnu/],
      ['{"sessionId":"1"}', /^Message inconnu/],
      ['{"type":"join-live","sessionId":""}', /^Identifiant de session invalide/],
      ['{"type":"join-live","sessionId":{"$gt":""}}', /^Identifiant de session invalide/],
      ['{"type":"join-live","sessionId":-1}', /^Identifiant de session invalide/],
      [`{"type":"join-live","sessionId":"${'x'.repeat(65)}"}`, /^Identifiant de session invalide/],
      ['{"type":"keyframe"}', /^Identifiant de session invalide/],
      ['{"type":"join-live","held":{"session":"1"}}', /^Identifiant de trame invalide/],
      ['{"type":"join-live","held":{"session":"","id":"1-0"}}', /^Identifiant de session invalide/],
      ['{"type":"resume"}', /^Reprise sans identifiant/],
      ['{"type":"resume","id":12}', /^Reprise sans identifiant/],
      [`{"type":"resume","id":"${'1'.repeat(65)}"}`, /^Identifiant de reprise trop long/],
    ];
    for (const [text, reason] of cases) {
      const result = parseClientMessage(text);
      expect(result, text).toHaveProperty('error');
      expect((result as { error: string }).error, text).toMatch(reason);
    }
  });
});

describe('errorFrame', () => {
  it('wraps the message as the error frame', () => {
    expect(JSON.parse(errorFrame('Message illisible'))).toEqual({
      type: 'error',
      data: { message: 'Message illisible' },
    });
  });
});
