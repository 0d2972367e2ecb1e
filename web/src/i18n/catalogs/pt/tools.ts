import type { Catalog } from '../../catalog-types.ts';

export default {
  'time_travel.label': 'Viagem no tempo',
  'time_travel.play': 'Reproduzir',
  'time_travel.pause': 'Pausa',
  'time_travel.shown': 'Tempo de corrida apresentado',
  'time_travel.race_time': 'Tempo de corrida',
  'time_travel.speed': 'Velocidade de reprodução',
  'time_travel.back_to_live': 'Voltar ao direto',
  'strategy.label': 'Estratégia',
  'strategy.error': 'Não foi possível carregar a estratégia.',
  'strategy.loading': 'A carregar a estratégia...',
  'strategy.legend':
    '«Corrigida»: a diferença e a posição depois de cada carro fazer as paragens que ainda lhe faltam até à chegada, contando o que custa uma paragem na sua classe ({costs}).',
  'strategy.caption_all': 'Estratégia de todas as classes',
  'strategy.caption_class': 'Estratégia da classe {category}',
  'strategy.column.pos': 'Pos.',
  'strategy.column.stint': 'Stint',
  'strategy.column.usual_stint': 'Stint habitual',
  'strategy.column.next_stop': 'Próxima paragem',
  'strategy.column.stops_owed': 'Paragens restantes',
  'strategy.column.adjusted_gap': 'Dif. corrigida',
  'strategy.column.adjusted_pos': 'Pos. corrigida',
  'strategy.laps_short': '{laps} v.',
  'strategy.usual_stint_class': '{laps} v. (classe)',
  'strategy.in_pit': 'nas boxes',
  'strategy.hours_minutes': '{hours} h {minutes}',
  'strategy.no_stop': 'nenhuma',
  'strategy.lap': 'volta {lap}',
  'strategy.places_gained':
    ', {count, plural, one {# posição ganha} many {# posições ganhas} other {# posições ganhas}}',
  'strategy.places_lost':
    ', {count, plural, one {# posição perdida} many {# posições perdidas} other {# posições perdidas}}',
} satisfies Catalog<'tools'>;
