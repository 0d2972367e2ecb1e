const UPCOMING = [
  'Gestion des actualités',
  'Notifications push',
  'Analytique avancée',
  'Gestion des utilisateurs',
] as const;

/** What the admin area will offer next (spec part 2 §2). */
export function UpcomingList() {
  return (
    <section className="card admin-upcoming" aria-labelledby="admin-upcoming-title">
      <h2 id="admin-upcoming-title">À venir</h2>
      <ul>
        {UPCOMING.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
