/** The kind of a session, in the words of the product specification. */
export type SessionType = 'race' | 'practice' | 'qualifying' | 'warmup';
