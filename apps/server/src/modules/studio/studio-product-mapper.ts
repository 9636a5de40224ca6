import type { StudioProduct, StudioProductRow, SuggestedDifficulty } from '@cadenza/domain';
import type { StudioListRow, StudioProductRecord } from './studio.repository.js';

export function toStudioProductRow(row: StudioListRow): StudioProductRow {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export function toStudioProduct(
  record: StudioProductRecord,
  suggestedDifficulty: SuggestedDifficulty,
): StudioProduct {
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    description: record.description,
    published: record.published,
    publisher: record.publisher,
    people: record.people,
    genres: record.genres,
    difficulty: { piano: record.difficultyPiano, vocal: record.difficultyVocal },
    placements: record.placements,
    suggestedDifficulty,
    uploadedCover: record.coverImage,
    updatedAt: record.updatedAt.toISOString(),
  };
}
