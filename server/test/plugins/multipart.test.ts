import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build';

const t = await build();

describe('multipart routes in the OpenAPI document', () => {
  it('document their form fields and file as multipart/form-data', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();

    const createGift = document.paths['/api/admin/gifts'].post;
    const schema = createGift.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['name', 'description', 'price', 'eventCategoryId', 'active', 'image']),
    );
    expect(schema.properties.image).toMatchObject({ type: 'string', format: 'binary' });

    expect(schema.required).toEqual(['name', 'description', 'price', 'eventCategoryId']);
    const createType = document.paths['/api/admin/event-types'].post;
    expect(createType.requestBody.content['multipart/form-data'].schema.required).toEqual([
      'name',
      'description',
      'image',
    ]);

    const gallery = document.paths['/api/users/event-gallery/{eventId}'].post;
    const gallerySchema = gallery.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(gallerySchema.properties)).toEqual(expect.arrayContaining(['fileType', 'file']));

    const upload = document.paths['/api/users/event/{eventId}/upload/{kind}'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      format: 'binary',
    });
  });
});
