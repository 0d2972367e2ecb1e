import type { Subclass } from '../subclasses.ts';

/**
 * An entry (a car and its crew) in the specification's field names (part 1 §3, part 2 §3): what the API
 * answers and the pages read.
 */
export interface EntryDriver {
  id: number;
  firstname: string;
  lastname: string;
  /** ISO alpha-2. */
  country: string;
  driver_position: number;
}

export interface Entry {
  id: number;
  team_name: string;
  brand_name: string;
  car_name: string;
  number: string;
  /** 'Autre' when the organiser gives none. */
  category_label: string;
  category_id: number | null;
  category_color: string;
  /** The sub-class the officials classify the car in within its category ('PRO_AM'), null for none. */
  subclass: Subclass | null;
  tyres: string;
  engine: string;
  team_country: string;
  drivers: EntryDriver[];
}
