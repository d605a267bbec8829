import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.schoolEmailDomain).toBe('ksbeispiel.ch');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
  });

  it('stops on a port that is not a number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Ungültige Konfiguration: PORT .*"abc"/);
  });

  it('stops on a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@localhost/x' })).toThrow(/DATABASE_URL .*postgres/);
  });

  it('turns on secure cookies for an https public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://lernen.example.ch/' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://lernen.example.ch/' }).publicUrl).toBe('https://lernen.example.ch');
  });

  it('takes the hourly upload allowance from UPLOADS_PER_HOUR, 60 unless set, and refuses nonsense', () => {
    expect(loadConfig({}).uploadsPerHour).toBe(60);
    expect(loadConfig({ UPLOADS_PER_HOUR: '20000' }).uploadsPerHour).toBe(20000);
    expect(() => loadConfig({ UPLOADS_PER_HOUR: '0' })).toThrow(
      /^Ungültige Konfiguration: UPLOADS_PER_HOUR muss mindestens 1 sein/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
