import type { CardImageCreatedReply } from '@app/shared/learnsets/images-api';
import { apiForm } from '../../../lib/api';

/** `POST /learnsets/images`: one image for a card; resolves with its id. */
export async function uploadCardImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await apiForm<CardImageCreatedReply>('/learnsets/images', form)).id;
}
