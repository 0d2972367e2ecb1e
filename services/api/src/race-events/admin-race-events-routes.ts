import { CALENDAR_EVENTS } from '@lemans/circuits/calendar';
import type { CalendarRace } from '@lemans/contract';
import { AppError, BadRequestError, type Db, NotFoundError } from '@lemans/platform';
import { lockRaceEventChanges } from '@lemans/race-events';
import { Router } from 'express';
import { auditContextOf } from '../admin/audit-context.ts';
import { recordAdminAction } from '../admin/audit-repository.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { sessionIdParamOf } from '../http/route-ids.ts';
import {
  createRaceEvent,
  deleteEmptyRaceEvent,
  type EventHoldings,
  listAdminRaceEvents,
  mergeRaceEvent,
  moveSessionToEvent,
  updateRaceEvent,
} from './admin-race-events-repository.ts';
import { parseNewRaceEvent, parseRaceEventChange } from './race-event-input.ts';
import { EVENT_NOT_FOUND } from './race-events-repository.ts';

export interface AdminRaceEventsDependencies {
  db: Db;
  /** Emptied after each change, so that the public pages show it at once. */
  caches: CacheRegistry;
}

const EVENT_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;
const EXISTS = 'Une épreuve de ce nom existe déjà à cette date';
const SAME = 'Une épreuve ne peut pas être fusionnée avec elle-même';
const TARGET_REQUIRED = "Indiquez l'épreuve de destination (into)";
const EVENT_REQUIRED = "Indiquez l'épreuve de destination (race_event_id)";
const TARGET_NOT_FOUND = 'Épreuve de destination introuvable';
const SESSION_NOT_FOUND = 'Session introuvable';

/** Why an event cannot be deleted, in French with the code a page words it by. */
function holdingsError({ sessions, merged }: EventHoldings): AppError {
  if (sessions > 0)
    return new AppError(
      `Épreuve non vide : elle contient ${sessions > 1 ? `${sessions} sessions` : 'une session'}. ` +
        'Déplacez ses sessions vers une autre épreuve, ou fusionnez-la, avant de la supprimer',
      409,
      { code: 'admin.race_event_has_sessions', values: { sessions } },
    );
  const merges =
    merged > 1
      ? `${merged} épreuves y ont été fusionnées et leurs anciens liens y mènent`
      : 'Une épreuve y a été fusionnée et son ancien lien y mène';
  return new AppError(`${merges} : fusionnez-la dans une autre épreuve plutôt que de la supprimer`, 409, {
    code: 'admin.race_event_has_merged_events',
    values: { merged },
  });
}

function eventIdParamOf(value: unknown, missing: string = EVENT_NOT_FOUND): string {
  if (typeof value !== 'string' || !EVENT_ID.test(value)) throw new BadRequestError(missing);
  return value;
}

/** The calendar as the admin and the import form offer it. */
const CALENDAR: CalendarRace[] = CALENDAR_EVENTS.filter((event) => event.championship !== null).map(
  (event) => ({
    id: event.id,
    name: event.name,
    date: event.date,
    championship: event.championship,
    season: event.season,
    round: event.round,
    circuit_id: event.circuitId,
    time_zone: event.timeZone,
    scheduled_length_s: event.scheduledLengthS,
  }),
);

/**
 * The race events an admin keeps: `GET /admin/race-events` (every stored event with its sessions, and the
 * season calendar), `POST /admin/race-events` (create), `PATCH /admin/race-events/:id` (rename, change its
 * facts), `POST /admin/race-events/:id/merge` (`{ into }`), `PUT /admin/sessions/:id/race-event`
 * (`{ race_event_id }`: move a session), `DELETE /admin/race-events/:id` (an event that holds nothing: 409
 * while it holds sessions or merged events). Every change is audited and empties the API's caches.
 */
export function adminRaceEventsRoutes({ db, caches }: AdminRaceEventsDependencies): Router {
  const router = Router();
  const changed = async () => {
    await caches.flush();
  };

  router.get('/admin/race-events', async (_req, res) => {
    res.json({ events: await listAdminRaceEvents(db), calendar: CALENDAR });
  });

  router.post('/admin/race-events', readJsonBody(4096), async (req, res) => {
    const input = parseNewRaceEvent(req.body);
    if (!input.ok) throw new BadRequestError(input.error);
    const created = await db.transaction().execute(async (trx) => {
      await lockRaceEventChanges(trx);
      const event = await createRaceEvent(trx, input.value);
      if (event !== 'exists')
        await recordAdminAction(
          trx,
          'race_event_created',
          auditContextOf(req, `race-event ${event.id}`, { name: event.name, date: event.date }),
        );
      return event;
    });
    if (created === 'exists') throw new AppError(EXISTS, 409);
    await changed();
    res.status(201).json({ success: true, race_event: created });
  });

  router.patch('/admin/race-events/:id', readJsonBody(4096), async (req, res) => {
    const id = eventIdParamOf(req.params.id);
    const change = parseRaceEventChange(req.body);
    if (!change.ok) throw new BadRequestError(change.error);
    const outcome = await db.transaction().execute(async (trx) => {
      await lockRaceEventChanges(trx);
      const updated = await updateRaceEvent(trx, id, change.value);
      if (updated !== 'missing')
        await recordAdminAction(
          trx,
          'race_event_updated',
          auditContextOf(req, `race-event ${id}`, { before: updated.before, change: change.value }),
        );
      return updated;
    });
    if (outcome === 'missing') throw new NotFoundError(EVENT_NOT_FOUND);
    await changed();
    res.json({ success: true, race_event: outcome.after });
  });

  router.post('/admin/race-events/:id/merge', readJsonBody(1024), async (req, res) => {
    const id = eventIdParamOf(req.params.id);
    const into = eventIdParamOf((req.body as { into?: unknown } | null)?.into, TARGET_REQUIRED);
    const outcome = await db.transaction().execute(async (trx) => {
      await lockRaceEventChanges(trx);
      const merged = await mergeRaceEvent(trx, id, into);
      if (typeof merged === 'object')
        await recordAdminAction(
          trx,
          'race_event_merged',
          auditContextOf(req, `race-event ${id}`, { into, sessions: merged.moved }),
        );
      return merged;
    });
    if (outcome === 'same') throw new AppError(SAME, 409);
    if (outcome === 'missing') throw new NotFoundError(EVENT_NOT_FOUND);
    if (outcome === 'missing_target') throw new NotFoundError(TARGET_NOT_FOUND);
    await changed();
    res.json({ success: true, into, sessions_moved: outcome.moved });
  });

  router.delete('/admin/race-events/:id', async (req, res) => {
    const id = eventIdParamOf(req.params.id);
    const outcome = await db.transaction().execute(async (trx) => {
      await lockRaceEventChanges(trx);
      const deletion = await deleteEmptyRaceEvent(trx, id);
      if (deletion !== 'missing' && 'deleted' in deletion) {
        const { name, date } = deletion.deleted;
        await recordAdminAction(
          trx,
          'race_event_deleted',
          auditContextOf(req, `race-event ${id}`, { name, date }),
        );
      }
      return deletion;
    });
    if (outcome === 'missing') throw new NotFoundError(EVENT_NOT_FOUND);
    if ('held' in outcome) throw holdingsError(outcome.held);
    await changed();
    res.json({ success: true, race_event_id: id });
  });

  router.put('/admin/sessions/:id/race-event', readJsonBody(1024), async (req, res) => {
    const sessionId = sessionIdParamOf(req.params.id);
    const to = eventIdParamOf(
      (req.body as { race_event_id?: unknown } | null)?.race_event_id,
      EVENT_REQUIRED,
    );
    const outcome = await db.transaction().execute(async (trx) => {
      await lockRaceEventChanges(trx);
      const moved = await moveSessionToEvent(trx, sessionId, to);
      if (typeof moved === 'object')
        await recordAdminAction(trx, 'session_moved', auditContextOf(req, `session ${sessionId}`, moved));
      return moved;
    });
    if (outcome === 'missing_session') throw new NotFoundError(SESSION_NOT_FOUND);
    if (outcome === 'missing_event') throw new NotFoundError(TARGET_NOT_FOUND);
    if (outcome !== 'unchanged') await changed();
    res.json({ success: true, session_id: sessionId, race_event_id: to });
  });
  return router;
}
