import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { t } from '../../../i18n/i18n.ts';
import { textsOf } from '../../../i18n/texts-of.ts';
import { classTagOf } from '../ranking/class-tag.ts';
import { shortDriverName } from '../ranking/ranking-cells.ts';
import { unplacedBadge } from '../ranking/ranking-row-cells.tsx';
import { useRankingRows } from '../ranking/use-ranking-rows.ts';
import { useRowsInView } from '../ranking/use-rows-in-view.ts';
import { categorySlugOf, type LiveViewLink, rankingHrefOf } from '../view/live-view-url.ts';

const TEXT = textsOf({
  title: 'live_hub.ranking_head',
  all: 'live_hub.ranking_all',
});

/** The head of the race the hub shows, about a phone's first screen of it; every car is on the ranking. */
const HUB_RANKING_ROWS = 15;

/**
 * The live hub's ranking (spec part 1 §2 "Live hub"): the first cars of the race on its first screen, with
 * position, number and class written, driver at the wheel and gap to the leader, and the way to the full
 * ranking of the same session and moment. The hub's page keeps the rows of `session` loaded.
 */
export function LiveHubRanking({ session, view }: { session: string | null; view: LiveViewLink }) {
  useSignals();
  // The ranking page's cars, places and gaps: after the flag, the classification's, its unplaced cars last.
  const { rows, classification } = useRankingRows(session);
  const views = useRowsInView(rows, false, null, classification?.places ?? null);
  const head = rows.slice(0, HUB_RANKING_ROWS);

  return (
    <section className="card hub-ranking-box" aria-labelledby="hub-ranking-title">
      <div className="hub-ranking-box__title">
        <h2 id="hub-ranking-title">{TEXT.title}</h2>
        <Link href={rankingHrefOf(view)}>{TEXT.all}</Link>
      </div>
      {head.length === 0 ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <table className="hub-ranking" aria-labelledby="hub-ranking-title">
          <thead>
            <tr>
              <th scope="col" className="hub-ranking__pos">
                <abbr title={t('ranking.column.pos_full')}>{t('ranking.column.pos')}</abbr>
              </th>
              <th scope="col" className="hub-ranking__num">
                <abbr title={t('ranking.column.num_full')}>{t('ranking.column.num')}</abbr>
              </th>
              <th scope="col">{t('ranking.column.driver')}</th>
              <th scope="col" className="hub-ranking__gap">
                {t('ranking.column.gap')}
              </th>
            </tr>
          </thead>
          <tbody>
            {head.map((row) => {
              const view = views.get(row.participant_number);
              const unplaced = classification?.statusOf.get(row.participant_number);
              return (
                <tr key={row.participant_number}>
                  <td className="hub-ranking__pos">
                    {unplaced ? unplacedBadge(unplaced) : view?.position || '-'}
                  </td>
                  <th scope="row" className="hub-ranking__num">
                    <span className={`car-number ${categorySlugOf(row.category_label)}`}>
                      {row.participant_number}
                    </span>{' '}
                    <span className="class-tag" aria-hidden="true">
                      {classTagOf(row.category_label)}
                    </span>
                    <span className="visually-hidden"> {row.category_label}</span>
                  </th>
                  <td className="hub-ranking__driver">
                    {row.car_state === 'InPit' && (
                      <span className="pit-marker">{t('ranking.pit_marker')}</span>
                    )}
                    {row.current_driver_name ? (
                      <>
                        {/* As the ranking writes it on a phone ('L. Vanthoor'), in full for screen readers. */}
                        <span aria-hidden="true">{shortDriverName(row.current_driver_name)}</span>
                        <span className="visually-hidden">{row.current_driver_name}</span>
                      </>
                    ) : (
                      row.team_name
                    )}
                  </td>
                  <td className="hub-ranking__gap">{view?.gap ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
