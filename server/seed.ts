import type { AppServices } from './context';
import { seedArticles } from './modules/content/seed-articles';

/** A seeder is idempotent: it runs at every start and only fills what is missing. */
export type Seeder = (services: AppServices) => Promise<void>;

const seeders: { name: string; run: Seeder }[] = [{ name: 'articles', run: seedArticles }];

export async function seedDatabase(services: AppServices) {
  for (const seeder of seeders) {
    await seeder.run(services);
    services.logger.debug({ seeder: seeder.name }, 'seeded');
  }
}
