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
  'strategy.legend_window':
    'Próxima parada: la vuelta prevista y, entre paréntesis, una ventana que contiene la parada en el {share} de los casos (medido en otras carreras).',
  'strategy.legend_adjusted':
    'Diferencia corregida por las paradas: la diferencia en pista, más las paradas que el coche aún debe hacer hasta la llegada prevista, al coste de una parada de su categoría ({costs}), menos las que debe el coche de delante. Solo un coche en pista adelanta a otro, y solo en la misma vuelta: un coche doblado, en boxes o detenido conserva su puesto.',
  'strategy.stint_unseen': 'Desconocido: el stint empezó antes que los datos',
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
  'api_error.request.invalid': 'Solicitud no válida',
  'api_error.request.unauthorized': 'Se requiere autenticación',
  'api_error.request.forbidden': 'Solicitud rechazada',
  'api_error.request.not_found': 'Recurso no encontrado',
  'api_error.request.method_not_allowed': 'Método no permitido',
  'api_error.request.conflict': 'Esta acción no es posible en el estado actual',
  'api_error.request.too_large': 'La solicitud es demasiado grande',
  'api_error.request.rate_limited': 'Demasiadas solicitudes: vuelve a intentarlo en un momento.',
  'api_error.server.internal': 'Error interno del servidor',
  'api_error.server.unavailable': 'Servicio no disponible temporalmente',
  'api_error.request.invalid_json': 'El cuerpo de la solicitud no es un JSON válido',
  'api_error.request.unsupported_encoding': 'La codificación del cuerpo de la solicitud no es compatible',
  'api_error.request.unsupported_charset':
    'El juego de caracteres del cuerpo de la solicitud no es compatible',
  'api_error.request.aborted': 'La solicitud se interrumpió antes de terminar su cuerpo',
  'api_error.request.length_mismatch':
    'El cuerpo de la solicitud no tiene el tamaño anunciado (Content-Length)',
  'api_error.request.unreadable_compressed_body': 'El cuerpo comprimido de la solicitud no se puede leer',
  'api_error.request.malformed_escape': 'Dirección mal codificada: secuencia «%» no válida',
  'api_error.server.database_unavailable':
    'Base de datos no disponible temporalmente: vuelve a intentarlo en unos segundos',
  'api_error.server.busy': 'El servidor está muy ocupado: vuelve a intentarlo en un momento.',
  'api_error.time_travel.too_many':
    'Demasiadas peticiones para volver atrás en el tiempo: vuelve a intentarlo en unos segundos.',
  'api_error.unknown': 'Se ha producido un error: vuelve a intentarlo en un momento.',
  'api_error.contact.missing_fields': 'Rellena todos los campos obligatorios',
  'api_error.contact.name_too_long': 'El nombre no debe superar los {max} caracteres',
  'api_error.contact.subject_too_long': 'El asunto no debe superar los {max} caracteres',
  'api_error.contact.message_too_long': 'El mensaje no debe superar los {max} caracteres',
  'api_error.contact.invalid_email': 'Dirección de correo electrónico no válida',
  'api_error.contact.invalid_text': 'El mensaje contiene caracteres no permitidos',
  'api_error.contact.too_many':
    'Demasiados mensajes enviados: vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  'api_error.contact.overloaded':
    'El formulario de contacto está recibiendo demasiados mensajes en este momento: vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
} satisfies Catalog<'tools'>;
