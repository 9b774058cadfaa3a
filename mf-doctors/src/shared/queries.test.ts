import { createApiClient } from '@hospital/api-client';
import { fakeRoutes, listAnswer } from '@hospital/api-client/testing';
import { QueryClient, type InfiniteData } from '@hospital/query';
import { prefetchShownPages } from '@hospital/remote-kit';
import { makeDoctor } from '../testing/fixtures';
import { doctorSearchQuery, type DoctorSummary } from './queries';

describe('doctorSearchQuery', () => {
  test('keeps every field a card shows and leaves out the profile text (the server data block carries it for nothing)', async () => {
    const doctor = makeDoctor({ profil: 'Dokter spesialis dengan pengalaman dua puluh tahun.' });
    const server = fakeRoutes({ 'GET web/jadwal': listAnswer([doctor]) });
    const api = createApiClient({ baseURL: '/api/', lang: 'id', adapter: server.adapter });
    const client = new QueryClient();
    const query = doctorSearchQuery(api, {});
    await prefetchShownPages(client, query, 1);
    const data = client.getQueryData<InfiniteData<{ results: DoctorSummary[] }, number>>(query.queryKey);
    const [shown] = data?.pages[0].results ?? [];
    const { profil: _profile, ...summary } = doctor;
    expect(shown).toEqual(summary);
    expect(shown).not.toHaveProperty('profil');
  });
});
