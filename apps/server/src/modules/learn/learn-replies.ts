import {
  type Exercise,
  type ExerciseStatsMap,
  type Learnset,
  LEARNSET_TEXTS,
  type LearnStartReply,
  pickByRunningWeights,
  runningWeights,
  rowOfExercise,
} from '@app/shared';
import { LRUCache } from 'lru-cache';
import { type GzipSegment, gzipSegment } from '../../lib/gzip-segments';
import { HttpError } from '../../lib/http-error';
import type { LearnDataRepository } from './learn-data.repository';
import type { LearnsetReadRepository } from '../../kernel/learnset-reads.repository';

const fixed = (text: string) => gzipSegment(text);
const COMMA = fixed(',');
const EXERCISES_END = fixed(']');
const STATS_KEY = fixed(',"stats":');
const OBJECT_END = fixed('}');

/** The version of a set's exercises as a URL segment: the digits of its last write. */
const exercisesVersion = (updatedAt: string) => `v${updatedAt.replace(/\D/g, '')}`;

/** The sets with their versions, as a cache key: an edit of any of them makes a new one. */
const setsKey = (found: ReadonlyArray<{ set: Learnset; version: string }>) =>
  found.map((f) => `${f.set.id_}:${f.version}`).join('.');

/** Each set's exercise version by set id, as the session and the versions call name them. */
const versionsOf = (found: ReadonlyArray<{ set: Learnset; version: string }>) =>
  Object.fromEntries(found.map(({ set, version }) => [set.id_, exercisesVersion(version)]));

/**
 * Learn mode's replies, assembled from pieces compressed once (lib/gzip-segments.ts): each set's
 * exercises once per version, shared by every learner; a pupil's statistics once per version of
 * their answers. Per request only the set list (a few hundred bytes) is compressed.
 */
export class LearnReplies {
  private readonly exercises: LRUCache<string, GzipSegment, () => Promise<GzipSegment>>;
  private readonly stats: LRUCache<string, GzipSegment, () => Promise<GzipSegment>>;
  /** The parsed forms behind the start call: a set's exercises per version, a pupil's statistics. */
  private readonly parsed: LRUCache<string, ParsedEntry, () => Promise<ParsedEntry>>;

  constructor(
    private readonly sets: LearnsetReadRepository,
    private readonly data: LearnDataRepository,
    maxBytes = 160 * 1024 * 1024,
  ) {
    const cache = (share: number) =>
      new LRUCache<string, GzipSegment, () => Promise<GzipSegment>>({
        maxSize: maxBytes * share,
        maxEntrySize: maxBytes * share,
        sizeCalculation: (segment) => Math.max(1, segment.raw.length + segment.deflated.length),
        // Concurrent misses share one load (50 learners opening the same sets at once).
        fetchMethod: (_key, _stale, { context }) => context(),
      });
    this.exercises = cache(0.8);
    this.stats = cache(0.2);
    this.parsed = new LRUCache<string, ParsedEntry, () => Promise<ParsedEntry>>({
      // Parsed objects take about twice their JSON's bytes.
      maxSize: maxBytes * 0.5,
      sizeCalculation: ({ jsonBytes }) => Math.max(1, jsonBytes * 2),
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  /** SPEC's `GET /learnsets/bulk/{ids}`: sets, every exercise and (signed in) the statistics. */
  async bulk(ids: readonly string[], userId: string | null): Promise<GzipSegment[]> {
    const found = await this.findSets(ids);
    const head = gzipSegment(
      `{"status":"success","learnsets":${JSON.stringify(found.map((f) => f.set))},"exercises":[`,
      1,
    );
    const exercises = (await Promise.all(found.map(({ set, version }) => this.exercisesOf(set.id_, version)))).filter(
      (segment) => segment.raw.length > 0,
    );
    const joined = exercises.flatMap((segment, i) => (i === 0 ? [segment] : [COMMA, segment]));
    const stats = userId ? [STATS_KEY, await this.statsOf(userId, found)] : [];
    return [head, ...joined, EXERCISES_END, ...stats, OBJECT_END];
  }

  /**
   * The web app's start of learn mode: the sets with the versions of their exercises (fetched
   * apart, from URLs the browser may cache for good) and the pupil's statistics.
   */
  async session(ids: readonly string[], userId: string | null): Promise<GzipSegment[]> {
    const found = await this.findSets(ids);
    const versions = versionsOf(found);
    const learnsets = JSON.stringify(found.map((f) => f.set));
    const head = gzipSegment(`{"status":"success","learnsets":${learnsets},"versions":${JSON.stringify(versions)}`, 1);
    const stats = userId ? [STATS_KEY, await this.statsOf(userId, found)] : [];
    return [head, ...stats, OBJECT_END];
  }

  /**
   * The first screen of learn mode: the sets, their exercise count, the pupil's totals and a first
   * question chosen with the running weights the web app's `pickNextExercise` uses (SPEC §9).
   */
  async start(
    ids: readonly string[],
    userId: string | null,
    random: () => number = Math.random,
  ): Promise<Omit<LearnStartReply, 'status'>> {
    const found = await this.findSets(ids);
    const { exercises, sums, stats, correct, wrong } = await this.chooserOf(userId, found);
    const exercise = exercises.length ? exercises[pickByRunningWeights(sums, random)] : undefined;
    return {
      learnsets: found.map((f) => f.set),
      exercise_count: exercises.length,
      correct,
      wrong,
      first: exercise
        ? { exercise, stats: (Object.hasOwn(stats, exercise.id_) && stats[exercise.id_]) || { correct: 0, wrong: 0 } }
        : null,
    };
  }

  /** The version of each set's exercises, as the session call names them; 404 when none exists. */
  async versions(ids: readonly string[]): Promise<Record<string, string>> {
    return versionsOf(await this.findSets(ids));
  }

  /**
   * One set's exercises; `current` is false when the URL's version is not the set's own (edited
   * meanwhile): the reply is then the current exercises, which the browser must not keep.
   */
  async setExercises(id: string, version: string): Promise<{ segments: GzipSegment[]; current: boolean }> {
    const [found] = await this.sets.findSetsWithVersion([id]);
    if (!found) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    const rows = await this.rowsOf(id, found.version);
    const head = gzipSegment(`{"status":"success","set_id":${JSON.stringify(id)},"rows":`, 1);
    return { segments: [head, rows, OBJECT_END], current: exercisesVersion(found.version) === version };
  }

  /** The sets in the order asked for; 404 only when none of them exists. */
  private async findSets(ids: readonly string[]) {
    const found = await this.sets.findSetsWithVersion(ids);
    if (found.length === 0) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    const order = new Map(ids.map((id, index) => [id, index]));
    return found.sort((a, b) => (order.get(a.set.id_) ?? 0) - (order.get(b.set.id_) ?? 0));
  }

  /** The set's exercises as the inside of a JSON array, compressed once per version. */
  private async exercisesOf(setId: string, version: string): Promise<GzipSegment> {
    const load = async () => gzipSegment((await this.sets.exercisesJson([setId])).slice(1, -1));
    return (await this.exercises.fetch(`${setId}@${version}`, { context: load })) ?? load();
  }

  /**
   * The set's exercises as rows (shared/learnsets/exercise-row.ts): half the bytes of the objects,
   * so a phone decompresses and parses half as much. Built once per version.
   */
  private async rowsOf(setId: string, version: string): Promise<GzipSegment> {
    const load = async () => {
      const objects = JSON.parse(`[${(await this.exercisesOf(setId, version)).raw.toString()}]`) as Exercise[];
      return gzipSegment(JSON.stringify(objects.map(rowOfExercise)));
    };
    return (await this.exercises.fetch(`${setId}@${version}#rows`, { context: load })) ?? load();
  }

  private async parsedExercisesOf(setId: string, version: string): Promise<Exercise[]> {
    const load = async (): Promise<ParsedEntry> => {
      const { raw } = await this.exercisesOf(setId, version);
      return { jsonBytes: raw.length, value: JSON.parse(`[${raw.toString()}]`) as Exercise[] };
    };
    const entry = (await this.parsed.fetch(`exercises ${setId}@${version}`, { context: load })) ?? (await load());
    return entry.value as Exercise[];
  }

  /**
   * The sets' exercises with the running sums of their weights under the pupil's statistics, made
   * once per version of those (weighing 100,000 exercises takes ~80 ms), so a start picks in O(log n).
   */
  private async chooserOf(
    userId: string | null,
    found: ReadonlyArray<{ set: Learnset; version: string }>,
  ): Promise<FirstChooser> {
    const stats = userId ? await this.statsSegmentOf(userId, found) : undefined;
    const load = async (): Promise<ParsedEntry> => {
      const parts = await Promise.all(found.map(({ set, version }) => this.parsedExercisesOf(set.id_, version)));
      const exercises = parts.flat();
      const counts = (stats ? JSON.parse(stats.segment.raw.toString()) : {}) as ExerciseStatsMap;
      let correct = 0;
      let wrong = 0;
      for (const id in counts) {
        correct += counts[id]?.correct ?? 0;
        wrong += counts[id]?.wrong ?? 0;
      }
      const sums = runningWeights(exercises, counts);
      const value: FirstChooser = { exercises, sums, stats: counts, correct, wrong };
      return { jsonBytes: (stats?.segment.raw.length ?? 0) + sums.byteLength, value };
    };
    const key = `chooser ${stats ? stats.key : `visitor@${setsKey(found)}`}`;
    const entry = (await this.parsed.fetch(key, { context: load })) ?? (await load());
    return entry.value as FirstChooser;
  }

  /** The pupil's statistics for the sets as a JSON object, compressed once per version of their answers. */
  private async statsOf(
    userId: string,
    found: ReadonlyArray<{ set: Learnset; version: string }>,
  ): Promise<GzipSegment> {
    return (await this.statsSegmentOf(userId, found)).segment;
  }

  private async statsSegmentOf(userId: string, found: ReadonlyArray<{ set: Learnset; version: string }>) {
    const setIds = found.map(({ set }) => set.id_);
    // An edit of a set removes statistics with its exercises: the sets' versions are part of the key.
    const key = `${userId}@${await this.data.statsVersion(userId)}@${setsKey(found)}`;
    const load = async () => gzipSegment(await this.data.statsJson(userId, setIds), 1);
    return { key, segment: (await this.stats.fetch(key, { context: load })) ?? (await load()) };
  }
}

/** What the start call chooses from (see `chooserOf`). */
interface FirstChooser {
  exercises: Exercise[];
  sums: Float64Array;
  stats: ExerciseStatsMap;
  correct: number;
  wrong: number;
}

/** A parsed reply part with the size of the JSON it came from. */
interface ParsedEntry {
  jsonBytes: number;
  value: Exercise[] | FirstChooser;
}
