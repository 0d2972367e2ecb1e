import type { Catalog } from '../../catalog-types.ts';

export default {
  'time_travel.label': 'Viaje en el tiempo',
  'time_travel.play': 'Reproducir',
  'time_travel.pause': 'Pausa',
  'time_travel.shown': 'Tiempo de carrera mostrado',
  'time_travel.race_time': 'Tiempo de carrera',
  'time_travel.speed': 'Velocidad de reproducción',
  'time_travel.back_to_live': 'Volver al directo',
  'strategy.label': 'Estrategia',
  'strategy.error': 'No se ha podido cargar la estrategia.',
  'strategy.loading': 'Cargando la estrategia...',
  'strategy.legend':
    '«Corregida»: la diferencia y la posición una vez que cada coche haya hecho las paradas que aún le quedan hasta la llegada, contando lo que cuesta una parada en su categoría ({costs}).',
  'strategy.caption_all': 'Estrategia de todas las categorías',
  'strategy.caption_class': 'Estrategia de la categoría {category}',
  'strategy.column.pos': 'Pos.',
  'strategy.column.stint': 'Stint',
  'strategy.column.usual_stint': 'Stint habitual',
  'strategy.column.next_stop': 'Próxima parada',
  'strategy.column.stops_owed': 'Paradas restantes',
  'strategy.column.adjusted_gap': 'Dif. corregida',
  'strategy.column.adjusted_pos': 'Pos. corregida',
  'strategy.laps_short': '{laps} v.',
  'strategy.usual_stint_class': '{laps} v. (categoría)',
  'strategy.in_pit': 'en boxes',
  'strategy.hours_minutes': '{hours} h {minutes}',
  'strategy.no_stop': 'ninguna',
  'strategy.lap': 'vuelta {lap}',
  'strategy.places_gained':
    ', {count, plural, one {# posición ganada} many {# posiciones ganadas} other {# posiciones ganadas}}',
  'strategy.places_lost':
    ', {count, plural, one {# posición perdida} many {# posiciones perdidas} other {# posiciones perdidas}}',
} satisfies Catalog<'tools'>;
