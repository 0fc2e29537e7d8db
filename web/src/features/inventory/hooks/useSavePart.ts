import { useCreateSparePart } from '../api/useCreateSparePart';
import { useUpdateSparePart } from '../api/useUpdateSparePart';
import { toPartInput, type PartFormValues } from '../lib/toPartInput';

/** Creates a part in the farm, or updates `partId`; resolves to the saved part's id. */
export function useSavePart(farmId: string, partId?: string) {
  const [create, creating] = useCreateSparePart();
  const [update, updating] = useUpdateSparePart();
  const save = async (values: PartFormValues): Promise<string | undefined> => {
    const input = toPartInput(values);
    if (partId) return (await update({ id: partId, input })).data?.updateSparePart.id;
    return (await create({ input: { ...input, farmId } })).data?.createSparePart.id;
  };
  return { save, saving: creating.loading || updating.loading };
}
