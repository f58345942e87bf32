import { loadParcel } from './parcel-host';

// The federation host is what reaches the remotes; here it answers as a remote would.
const loadRemoteMock = jest.fn();
jest.mock('./federation', () => ({ federationHost: async () => ({ loadRemote: loadRemoteMock }) }));
const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

beforeEach(() => loadRemoteMock.mockReset());

it("loads a remote's parcel by its exposed name", async () => {
  loadRemoteMock.mockResolvedValue(lifecycles);
  await expect(loadParcel('mfe_dataroom/parcels/data-room-panel')).resolves.toBe(lifecycles);
  expect(loadRemoteMock).toHaveBeenCalledWith('mfe_dataroom/parcels/data-room-panel');
});

it.each(['mfe_dataroom/app', 'mfe_dataroom/parcels/../app', 'https://evil.example/parcels/x', 'mfe_dataroom/parcels/'])(
  'refuses %s: only parcels of a Fundnet area mount this way',
  async (name) => {
    await expect(loadParcel(name)).rejects.toThrow('is not a panel of a Fundnet area');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  },
);

it('says so when the area does not provide the panel', async () => {
  loadRemoteMock.mockResolvedValue(undefined);
  await expect(loadParcel('mfe_dataroom/parcels/missing')).rejects.toThrow('The area did not provide this panel.');
});
