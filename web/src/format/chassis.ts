/** The car's full name: the organiser's car name often repeats the brand ("Porsche 963"), so it is not doubled. */
export function chassisOf(car: { brand_name: string; car_name: string }): string {
  const brand = car.brand_name.trim();
  const name = car.car_name.trim();
  if (!brand || name.toLowerCase().startsWith(brand.toLowerCase())) return name || '-';
  return name ? `${brand} ${name}` : brand;
}
