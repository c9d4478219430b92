import { storeInfo } from "../../data/store-info";
import classes from "./StoreHours.module.css";

/** The opening hours (spec §9) as a list of days and times. */
export function StoreHours() {
  return (
    <dl className={classes.hours}>
      {storeInfo.hours.map(({ days, time }) => (
        <div key={days} className={classes.row}>
          <dt className={classes.days}>{days}</dt>
          <dd className={classes.time}>{time}</dd>
        </div>
      ))}
    </dl>
  );
}
