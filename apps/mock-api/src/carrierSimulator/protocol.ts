/**
 * The carrier's API as this simulator answers it. The spec (section 7) names the calls but not
 * their paths, so these paths are the simulator's; apps/api's HTTP adapter speaks the same ones
 * and is tested against this server.
 */
export const CARRIER_PATHS = {
  customerBooking: '/api/Customer/CustomerBooking',
  customerLogin: '/api/Customer/CustomerLogin',
  customerProfile: '/api/Customer/CustomerProfile',
  shipmentStatus: '/api/Shipment/ShipmentStatus',
  shipmentHistory: '/api/Shipment/ShipmentHistory',
  clientShipmentTracking: '/api/ClientShipmentTracking',
  tracks: '/tracks',
  countryList: '/api/Master/CountryList',
  cityList: '/api/Master/CityList',
  serviceList: '/api/Master/ServiceList',
} as const;

/** Credential headers (HTTP header names are case-insensitive). */
export const CARRIER_HEADERS = {
  username: 'username',
  password: 'password',
  accessKey: 'accesskey',
} as const;

export interface CarrierCredentials {
  username: string;
  password: string;
  accessKey: string;
}
