/**
 * Paths and credential headers of the carrier's API. The spec (section 7) names the calls, not
 * their paths; these are the ones apps/mock-api's carrier simulator answers (the adapter's tests
 * run against it, so the two cannot drift apart unnoticed). Point CARRIER_BASE_URL at the real
 * carrier and adjust here if its paths differ.
 */
export const CARRIER_PATHS = {
  customerBooking: '/api/Customer/CustomerBooking',
  shipmentHistory: '/api/Shipment/ShipmentHistory',
  countryList: '/api/Master/CountryList',
  cityList: '/api/Master/CityList',
  serviceList: '/api/Master/ServiceList',
} as const;

export const CARRIER_HEADERS = {
  username: 'username',
  password: 'password',
  accessKey: 'accesskey',
} as const;

/** Words of the adapter's own failures (not the carrier's): shown as the booking's error. */
export const CARRIER_MESSAGES = {
  timeout: 'The carrier did not answer in time. The shipment is saved; please try again.',
  unreachable: 'The carrier could not be reached. The shipment is saved; please try again.',
  unavailable: 'The carrier is unavailable right now. The shipment is saved; please try again.',
  unreadable:
    'The carrier sent an answer we could not read. The shipment is saved; please try again.',
  credentials: 'The carrier refused our credentials. Please contact support.',
  refused: 'The carrier refused the booking.',
  noAwb: 'The carrier answered without an airway bill number.',
} as const;
