import type { Command } from '../command';

export const migrateCommand: Command = {
  words: ['migrate'],
  usage: 'migrate',
  summary: 'Datenbankschema auf den neuesten Stand bringen (geschieht auch beim Start)',
  async run(_args, { database, out }) {
    const { engine } = await database();
    out(`Datenbank (${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}) ist auf dem neuesten Stand.`);
  },
};
