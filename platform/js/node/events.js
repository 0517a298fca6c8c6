// node:events — EventEmitter from the events package (pinned).
import EventEmitter from "events/";

export default EventEmitter;
