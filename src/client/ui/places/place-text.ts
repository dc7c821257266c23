/** What a vacancy or a company says of its place: the dictionary's city and the free address. */
interface Place {
  address: string | null;
  city: { name: string } | null;
}

/**
 * Where the work (or the office) is: the address, led by the city when the address does not name
 * it; the city alone when there is no address (docs/decisions/061).
 */
export function placeText(place: Place): string | null {
  const city = place.city?.name ?? null;
  if (!place.address) return city;
  return city && !place.address.includes(city) ? `${city}, ${place.address}` : place.address;
}
