/** The hallway consultation's calls: the saved hallway's query options, and the save the consultation machine is given. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { hallwayOf } from '#domain/hallway/requests.ts'
import { api, ApiRequestError } from './client'

/** A saved hallway by product and order id (POST getChodbaById); null when none is saved (404). */
export const chodbaByIdQueryOptions = (furnitureId: string, orderId: string) =>
  queryOptions({
    queryKey: ['getChodbaById', furnitureId, orderId],
    queryFn: async ({ signal }): Promise<Hallway | null> => {
      try {
        return hallwayOf(await api(API.getChodbaById, { body: { furnitureId, orderId }, signal }))
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null
        throw error
      }
    },
    enabled: furnitureId !== '' && orderId !== '',
    staleTime: 0,
  })

/** Staff save a hallway for a product and an order (POST saveChodbaConsultation; the session cookie goes along). */
export const saveChodba = (input: { productId: string; orderId: string; chodba: Hallway }) =>
  api(API.saveChodbaConsultation, { body: input })
