import type { AdminRecording } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import {
  anyImportRunning,
  importPercent,
  kindLabel,
  lastLapMoment,
  nameProblem,
  offeredEventNames,
  publicationOf,
  RECORDINGS_TEXT,
  raceTimeInput,
  rankingHref,
  renameSessionLabel,
  replayClock,
  replayProgress,
  replayStateLabel,
  resultsProblem,
  sessionNameOf,
  uploadedText,
  uploadFormOf,
  uploadProblem,
} from './recordings-rules.ts';

const recording = (state: AdminRecording['import']['state']): AdminRecording => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Course 2025',
  event_name: '24 Heures du Mans',
  kind: 'laps',
  duration_ms: 86_400_000,
  cars: 62,
  laps: 17_000,
  drivers: 186,
  size_bytes: 4_200_000,
  created_at: '2026-06-15T14:00:00Z',
  session_id: 'course-2025',
  session_name: 'Import — Course 2025',
  import: { state, progress: 40 },
});

describe('labels', () => {
  it('names the kinds and the replay states in French', () => {
    expect(kindLabel('laps')).toBe('Tours');
    expect(kindLabel('snapshots')).toBe('Instantanés');
    expect(
      (['starting', 'running', 'paused', 'finished', 'stopped', 'failed'] as const).map(replayStateLabel),
    ).toEqual(['Démarrage', 'En cours', 'En pause', 'Terminée', 'Arrêtée', 'Échec']);
  });

  it('says when an upload created something or found it already there', () => {
    expect(uploadedText('Course', true)).toBe('Import lancé : Course');
    expect(uploadedText('Course', false)).toBe('Déjà importé : Course');
  });
});

describe('renaming', () => {
  const refusal = 'Le nom doit compter de 1 à 120 caractères';

  it('refuses, before sending, a name the server would refuse, in its words', () => {
    expect(nameProblem('')).toBe(refusal);
    expect(nameProblem('   ')).toBe(refusal);
    expect(nameProblem('x'.repeat(121))).toBe(refusal);
    expect(nameProblem('  Course 2025  ')).toBeNull();
    expect(nameProblem(` ${'x'.repeat(120)} `)).toBeNull();
  });

  it("names the recording's session, or its id when the session has no name", () => {
    expect(sessionNameOf(recording('completed'))).toBe('Import — Course 2025');
    expect(sessionNameOf({ ...recording('completed'), session_name: null })).toBe('Session course-2025');
    expect(sessionNameOf({ ...recording('completed'), session_name: '  ' })).toBe('Session course-2025');
  });

  it("labels the session's rename after its name, and says when it is done", () => {
    expect(renameSessionLabel('Import — Course 2025')).toBe('Renommer la session Import — Course 2025');
    expect(RECORDINGS_TEXT.renameSession).toBe('Renommer la session');
    expect(RECORDINGS_TEXT.sessionRenamed).toBe('Session renommée');
  });
});

describe('imports', () => {
  it('polls while an import waits or runs', () => {
    expect(anyImportRunning([recording('completed'), recording(null)])).toBe(false);
    expect(anyImportRunning([recording('completed'), recording('waiting')])).toBe(true);
    expect(anyImportRunning([recording('active')])).toBe(true);
    expect(anyImportRunning([recording('failed')])).toBe(false);
  });

  it('shows the job progress as a whole percentage within 0 and 100', () => {
    expect(importPercent(42.4)).toBe(42);
    expect(importPercent(150)).toBe(100);
    expect(importPercent(-3)).toBe(0);
    expect(importPercent(undefined)).toBe(0);
  });
});

describe('replay progress', () => {
  it('measures the race time against the duration', () => {
    expect(replayProgress(43_200_000, 86_400_000)).toBe(0.5);
    expect(replayProgress(90_000_000, 86_400_000)).toBe(1);
    expect(replayProgress(1000, 0)).toBe(0);
    expect(replayClock(3_723_000, 86_400_000)).toBe('01:02:03 / 24:00:00');
  });

  it('seeks the last lap four minutes before the end', () => {
    expect(lastLapMoment(86_400_000)).toBe('23:56:00');
    expect(lastLapMoment(120_000)).toBe('00:00:00');
  });

  it('accepts typed race times and normalises them', () => {
    expect(raceTimeInput('1:00:00')).toBe('01:00:00');
    expect(raceTimeInput('23:56:00')).toBe('23:56:00');
    expect(raceTimeInput('une heure')).toBeNull();
  });

  it('opens the replayed session on the public ranking', () => {
    expect(rankingHref('replay-4')).toBe('/live/classement?session=replay-4');
  });
});

describe('publication', () => {
  it('says a replay is private until published, and offers the other state', () => {
    expect(publicationOf(false)).toMatchObject({ badge: 'Privée', action: 'Publier' });
    expect(publicationOf(false).done).toMatch(/^Rediffusion publiée/);
    expect(publicationOf(true)).toMatchObject({ badge: 'Publiée', action: 'Rendre privée' });
    expect(publicationOf(true).done).toMatch(/^Rediffusion rendue privée/);
  });
});

describe('uploads', () => {
  it('refuses a missing file and a file over 20 Mo before sending it', () => {
    expect(uploadProblem(null)).toBe('Choisissez un fichier CSV');
    expect(uploadProblem({ size: 20 * 1024 * 1024 + 1 })).toBe('Fichier trop volumineux : 20 Mo au maximum');
    expect(uploadProblem({ size: 20 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a results file over 5 Mo before sending it; none is fine', () => {
    expect(resultsProblem(null)).toBeNull();
    expect(resultsProblem({ size: 5 * 1024 * 1024 })).toBeNull();
    expect(resultsProblem({ size: 5 * 1024 * 1024 + 1 })).toBe(
      'Fichier de résultats trop volumineux : 5 Mo au maximum',
    );
  });

  it('sends the files and only the details given, as a form', () => {
    const analysis = new File(['NUMBER;'], 'analysis.csv', { type: 'text/csv' });
    const results = new File(['Year;'], 'resultats.csv', { type: 'text/csv' });
    const bare = uploadFormOf({ analysis, results: null }, { name: '', event: '', year: '', date: '' });
    expect([...bare.keys()]).toEqual(['analysis']);
    expect((bare.get('analysis') as File).name).toBe('analysis.csv');

    const full = uploadFormOf(
      { analysis, results },
      { name: ' Course 2025 ', event: ' 24 Heures du Mans 2025 ', year: '2025', date: '2025-06-14' },
    );
    expect([...full.keys()]).toEqual(['analysis', 'results', 'name', 'event', 'year', 'date']);
    expect((full.get('results') as File).name).toBe('resultats.csv');
    expect(full.get('name')).toBe('Course 2025');
    expect(full.get('event')).toBe('24 Heures du Mans 2025');
    expect(full.get('date')).toBe('2025-06-14');
  });
});

describe('the event field', () => {
  it("offers the calendar's races, then the stored events it does not name, each once", () => {
    expect(
      offeredEventNames(
        [{ name: '6 Heures de Spa-Francorchamps 2025' }, { name: '24 Heures du Mans 2025' }],
        [{ name: '24 Heures du Mans 2025' }, { name: 'Essais privés' }],
      ),
    ).toEqual(['6 Heures de Spa-Francorchamps 2025', '24 Heures du Mans 2025', 'Essais privés']);
  });
});
