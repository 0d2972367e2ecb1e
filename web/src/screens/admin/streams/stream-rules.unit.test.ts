import type { AdminStream, TeamChoice } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http.ts';
import {
  badgesOf,
  deleteConfirmation,
  draftOf,
  EMPTY_DRAFT,
  inputOf,
  matchTeams,
  replayHref,
  saveErrorText,
} from './stream-rules.ts';

describe('stream badges', () => {
  it('shows the status, and Masqué when the public does not see the stream', () => {
    expect(badgesOf({ status: 'inactive', is_active: true })).toEqual(['⏸️ Inactif']);
    expect(badgesOf({ status: 'live', is_active: true })).toEqual(['🔴 En Direct']);
    expect(badgesOf({ status: 'replay', is_active: false })).toEqual(['🎬 Replay', '🔒 Masqué']);
  });
});

describe('stream form', () => {
  it('starts active and inactive, with nothing typed', () => {
    expect(EMPTY_DRAFT).toEqual({
      team_number: '',
      team_name: '',
      stream_url: '',
      stream_title: '',
      status: 'inactive',
      is_active: true,
    });
  });

  it('sends trimmed fields and no empty title', () => {
    expect(
      inputOf({
        team_number: ' 007 ',
        team_name: ' Aston Martin ',
        stream_url: ' https://example.com/v ',
        stream_title: '  ',
        status: 'live',
        is_active: false,
      }),
    ).toEqual({
      team_number: '007',
      team_name: 'Aston Martin',
      stream_url: 'https://example.com/v',
      stream_title: null,
      status: 'live',
      is_active: false,
    });
  });

  it('edits a stream from its fields', () => {
    const stream = {
      id: 3,
      team_number: '51',
      team_name: 'AF Corse',
      stream_url: 'https://example.com/51',
      stream_title: null,
      status: 'replay',
      is_active: true,
    } as AdminStream;
    expect(draftOf(stream)).toEqual({
      team_number: '51',
      team_name: 'AF Corse',
      stream_url: 'https://example.com/51',
      stream_title: '',
      status: 'replay',
      is_active: true,
    });
  });

  it('adds the server reason to the save error when there is one', () => {
    const invalid = new ApiError({ error: "L'URL est invalide", code: 'request.invalid', values: {} }, 400);
    expect(saveErrorText(invalid)).toBe("Erreur lors de la sauvegarde : L'URL est invalide");
    const failed = new ApiError(
      { error: 'Erreur interne du serveur', code: 'server.internal', values: {} },
      500,
    );
    expect(saveErrorText(failed)).toBe('Erreur lors de la sauvegarde');
    expect(saveErrorText(new ApiError({ error: null, code: null, values: {} }, 404))).toBe(
      'Erreur lors de la sauvegarde',
    );
    expect(saveErrorText(new TypeError('Failed to fetch'))).toBe('Erreur lors de la sauvegarde');
  });

  it('names the team in the delete confirmation and the replay link', () => {
    expect(deleteConfirmation('007')).toBe("Êtes-vous sûr de vouloir supprimer le stream de l'équipe #007 ?");
    expect(replayHref('007')).toBe('/replays?team=007');
  });
});

describe('team autocomplete', () => {
  const teams: TeamChoice[] = [
    { team_number: '7', team_name: 'Toyota Gazoo Racing', car_name: 'Toyota TR010' },
    { team_number: '51', team_name: 'Ferrari AF Corse', car_name: 'Ferrari 499P' },
    { team_number: '83', team_name: 'AF Corse', car_name: 'Ferrari 499P' },
    { team_number: '5', team_name: 'Porsche Penske', car_name: 'Porsche 963' },
  ];

  it('matches the start of a number, or a team or car name in any case', () => {
    expect(matchTeams(teams, '5').map((team) => team.team_number)).toEqual(['51', '5']);
    expect(matchTeams(teams, '#83').map((team) => team.team_number)).toEqual(['83']);
    expect(matchTeams(teams, 'af CORSE').map((team) => team.team_number)).toEqual(['51', '83']);
    expect(matchTeams(teams, '963').map((team) => team.team_number)).toEqual(['5']);
    expect(matchTeams(teams, '  ')).toEqual([]);
  });
});
