import type { CSSProperties } from 'react';
import type { Replay } from '../../api/types.ts';
import { categoryColor } from '../../format/categories.ts';

/** A stream replay's team: car number in its category's colour (spec part 2 §9), team, car and category. */
export function ReplayTeam({ replay, heading }: { replay: Replay; heading: { id?: string; level: 2 | 3 } }) {
  const Heading = heading.level === 2 ? 'h2' : 'h3';
  return (
    <div className="replay-team" style={{ '--category': categoryColor(replay.category) } as CSSProperties}>
      <span className="replay-number">#{replay.team_number}</span>
      <div>
        <Heading id={heading.id} className="replay-team-name">
          {replay.team_name}
        </Heading>
        <p className="replay-car">
          {replay.car_name && <span>{replay.car_name}</span>}
          {replay.category && <span className="replay-category">{replay.category}</span>}
        </p>
      </div>
    </div>
  );
}
